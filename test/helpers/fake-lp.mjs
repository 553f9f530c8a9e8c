// A stand-in for CUPS lp in the print tests (run by node from the PRINT_COMMAND they set): it keeps each job — its arguments and the document it
// read from standard input — as job-<n>.json in FAKE_LP_DIR and answers as lp does. Queue "jammed" refuses the job
// as lp refuses one for a printer it does not know; queue "stuck" never finishes.
import { readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const args = process.argv.slice(2)
const queue = args.includes('-d') ? args[args.indexOf('-d') + 1] : 'default'
if (queue === 'jammed') {
  process.stderr.write('lp: The printer or class does not exist.\n')
  process.exit(1)
}
if (queue === 'stuck') setInterval(() => {}, 1000)
else {
  const chunks = []
  for await (const chunk of process.stdin) chunks.push(chunk)
  const dir = process.env.FAKE_LP_DIR
  const n = readdirSync(dir).length + 1
  writeFileSync(join(dir, `job-${n}.json`), JSON.stringify({ args, document: Buffer.concat(chunks).toString('base64') }))
  process.stdout.write(`request id is ${queue}-${n} (1 file(s))\n`)
}
