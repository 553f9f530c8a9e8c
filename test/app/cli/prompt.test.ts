import { PassThrough } from 'node:stream'
import t from 'tap'
import { hiddenPrompt } from '../../../app/cli/prompt.js'

const terminal = () => {
  const input = new PassThrough()
  const output = new PassThrough()
  let shown = ''
  output.on('data', (chunk: Buffer) => { shown += chunk.toString() })
  return { input, output, shown: () => shown }
}
const tick = () => new Promise(resolve => setImmediate(resolve))

t.test('answers are read line by line and never echoed', async t => {
  const { input, output, shown } = terminal()
  const prompt = hiddenPrompt(input, output)
  const first = prompt.ask('Password: ')
  await tick()
  input.write('s3cret pass\n')
  t.equal(await first, 's3cret pass', 'typed after the question')
  input.write('typed ahead\nand more\n')
  await tick()
  t.equal(await prompt.ask('Again: '), 'typed ahead', 'typed before the question')
  t.equal(await prompt.ask('Third: '), 'and more')
  prompt.close()
  t.equal(shown(), 'Password: \nAgain: \nThird: \n', 'only the questions appear')
})

t.test('the end of the input or Ctrl-C rejects the question', async t => {
  const ended = terminal()
  const prompt = hiddenPrompt(ended.input, ended.output)
  const waiting = prompt.ask('Password: ')
  await tick()
  ended.input.end()
  await t.rejects(waiting, /no answer: the input ended/)
  await t.rejects(prompt.ask('Again: '), /no answer: the input ended/, 'asked after the end')

  const interrupted = terminal()
  const other = hiddenPrompt(interrupted.input, interrupted.output)
  const question = other.ask('Password: ')
  await tick()
  interrupted.input.write('\x03')
  await t.rejects(question, /no answer: the input ended/)
})
