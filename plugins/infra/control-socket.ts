import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { prepareBackup } from '../../core/backup/backup.js'
import type { ControlSocket } from '../../core/backup/control.js'
import { captureEmbedded } from '../../core/backup/embedded.js'

// The running service's side of `npm run backup` on the embedded database: the command "backup" on the control
// socket (core/backup/control.ts, claimed by app/build-app.ts before the database was opened) takes a snapshot
// (core/backup/backup.ts) and streams the archive to the caller. Nothing to do without a control socket
// (PostgreSQL, where the backup tool works on the database itself, or a database in memory).

export interface ControlSocketOptions { control?: ControlSocket }

async function controlSocket (app: FastifyInstance, { control }: ControlSocketOptions): Promise<void> {
  if (control === undefined) return
  control.handle('backup', async () => {
    const prepared = await prepareBackup({ database: app.database, config: app.config }, captureEmbedded)
    // from the moment without file moves until the snapshot was complete: as long, requests waited for the database
    const pausedMs = Date.now() - Date.parse(prepared.manifest.created)
    app.log.info({ created: prepared.manifest.created, files: Object.keys(prepared.manifest.files).length, pausedMs }, 'backup: snapshot taken')
    return async out => {
      await prepared.write(out).catch((error: unknown) => {
        app.log.warn({ err: error }, 'backup: the archive was not sent whole')
        throw error
      })
    }
  })
}

export default fp(controlSocket, { name: 'control-socket' })
