import { runBackupCli } from './backup-cli.js'

// Entry of `npm run backup -- <file>` (see backup-cli.ts).
process.exitCode = await runBackupCli(process.argv.slice(2), process)
