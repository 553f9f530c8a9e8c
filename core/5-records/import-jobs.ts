import type { CompiledModel } from '../2-model/compile.js'
import type { Actor } from '../database/record-history.js'
import { runImport, type ImportOptions } from './import.js'
import { beginJob, endJob, failAbandonedJobs, findImport, type ImportLog } from './import-log.js'
import type { ImportTable } from './import-table.js'
import type { RecordsDeps } from './deps.js'
import { ServiceUnavailable } from '../shared/errors.js'

// Import jobs (issue 29, `Prefer: respond-async`): the file is read while the request waits (a file or header the
// import cannot take is its 4xx), then the job's row is written and the rows run after the answer (202), in the one
// transaction an import always has. A job running here is read from memory — on the embedded database its
// transaction holds the one session — with the rows done so far; one that ended, or runs on another instance, from
// its row. A job of an instance that is gone is marked failed: its transaction died with it, nothing was written.
// An instance runs at most IMPORT_JOB_LIMIT imports at once (jobs or not): each holds its file in memory.

interface Running { log: ImportLog, done: Promise<void> }

export class ImportJobs {
  private readonly running = new Map<number, Running>()
  private admitted = 0

  constructor (private readonly deps: RecordsDeps, private readonly limit: number, private readonly logError: (error: unknown) => void) {}

  /** Takes one of the limit's places for an import, or refuses it (503); the returned function gives it back. */
  admit (): () => void {
    if (this.admitted >= this.limit) throw new ServiceUnavailable(`The service runs ${this.limit} imports already, as many as it takes at once (IMPORT_JOB_LIMIT): try again when one of them has ended.`)
    this.admitted++
    return () => { this.admitted-- }
  }

  /** Starts the import of `table`'s rows as a job, which gives its place back (`release`) when it ends; answers it, running. */
  async start (model: CompiledModel, table: ImportTable, options: ImportOptions, actor: Actor, release: () => void): Promise<ImportLog> {
    // (the rows counted now, the job's total: a file with too many is refused before the job begins)
    const rows = table.count()
    const log = await beginJob(this.deps.db, model, options.commit ? 'commit' : 'validate', actor, rows)
    const job: Running = { log, done: Promise.resolve() }
    this.running.set(log.id, job)
    job.done = this.run(job, model, table, options, actor).finally(release)
    // (a job whose end could not be written — its database gone — is logged; a restart marks it failed)
    job.done.catch(this.logError)
    return { ...log }
  }

  /** A job (or an import kept by a commit) by its id. */
  async find (id: number): Promise<ImportLog> {
    const job = this.running.get(id)
    if (job !== undefined) return { ...job.log }
    const log = await findImport(this.deps.db, id)
    if (log.state === 'running' && await failAbandonedJobs(this.deps.db) > 0) return await findImport(this.deps.db, id)
    return log
  }

  /** Resolves when the jobs running now have ended (before the service closes its database). */
  async settled (): Promise<void> {
    await Promise.all([...this.running.values()].map(async job => await job.done))
  }

  private async run (job: Running, model: CompiledModel, table: ImportTable, options: ImportOptions, actor: Actor): Promise<void> {
    const id = job.log.id
    const rows = job.log.rows
    try {
      const result = await runImport(this.deps, model, table, { ...options, job: id, progress: done => { job.log.rowsDone = done } }, actor)
      // (a commit that kept its rows marked its job done in its own transaction)
      if (result.import === undefined) {
        await endJob(this.deps.db, id, options.commit ? 'failed' : 'done', {
          rows, created: result.wouldCreate, updated: result.wouldUpdate, errors: result.errors,
          ...options.commit ? { failure: `The rows have problems (${result.errors.length}): nothing was written.` } : {}
        })
      }
    } catch (error) {
      this.logError(error)
      // (the service's own errors say what went wrong; others, in its log only)
      const failure = `${Number((error as { statusCode?: unknown }).statusCode) < 500 ? `The import failed: ${(error as Error).message}` : 'The import failed (the service\'s log says why).'} Nothing was written.`
      await endJob(this.deps.db, id, 'failed', { rows, created: 0, updated: 0, errors: [], failure })
    } finally {
      this.running.delete(id)
    }
  }
}
