import { runUserCli } from './user-cli.js'

// Entry of `npm run user -- ...` (see user-cli.ts).
process.exitCode = await runUserCli(process.argv.slice(2), process)
