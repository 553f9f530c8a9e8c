import { runRestoreCli } from './restore-cli.js'

// Entry of `npm run restore -- <file>` (see restore-cli.ts).
process.exitCode = await runRestoreCli(process.argv.slice(2), process)
