import t from 'tap'
import { buildTestApp } from '../../helpers/app.js'
import { ImportJobs } from '../../../core/5-records/import-jobs.js'
import { findImport } from '../../../core/5-records/import-log.js'
import { readTable } from '../../../core/5-records/import-table.js'
import { ModelNotFound } from '../../../core/shared/errors.js'
import type { ModelRegistry } from '../../../core/3-registry/model-registry.js'

// A job that fails on its way (import-jobs.ts): failed, nothing written, the failure said — the service's own
// error as it reads, any other only in the log.

t.test('a job whose import throws: failed, with what the user may read, and logged', async t => {
  const { app } = await buildTestApp(t)
  const deps = app.records.deps
  const cores = deps.registry.require('cores')
  const logged: unknown[] = []
  // (the parent's model is looked up for a row that names its parent by combined id: here that fails)
  const failing = (error: Error) => new ImportJobs({ ...deps, registry: { require: (name: string) => { if (name === 'holes') throw error; return deps.registry.require(name) } } as unknown as ModelRegistry }, 2, e => logged.push(e))
  const options = { commit: true, ignoreUnknown: false, rowLimit: 10, unpacked: 1024 }
  const table = async () => await readTable(cores, { format: 'json', records: [{ holes: 'NO-SUCH-HOLE', core_type: 'R' }] }, options)
  const actor = { user: { id: 1, username: 'admin' } }

  const ours = failing(new ModelNotFound('holes', '.'))
  let released = 0
  const mine = await ours.start(cores, await table(), options, actor, () => { released++ })
  await ours.settled()
  t.equal(released, 1, 'a failed job gives its place back')
  t.match(await findImport(deps.db, mine.id), { state: 'failed', rows: 1, created: 0, errors: [], failure: 'The import failed: Model "holes" does not exist. Nothing was written.' })
  t.match(await findImport(deps.db, mine.id), { finishedAt: /^\d{4}-/ })

  const internal = new Error('a socket closed')
  const theirs = failing(internal)
  const other = await theirs.start(cores, await table(), options, actor, () => {})
  await theirs.settled()
  t.match(await findImport(deps.db, other.id), { state: 'failed', failure: 'The import failed (the service\'s log says why). Nothing was written.' })
  t.equal(logged.length, 2)
  t.equal(logged[1], internal, 'the log has the error itself')
})
