import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import t from 'tap'
import { buildTestApp, tempDir } from '../../../helpers/app.js'
import { as } from '../../../helpers/auth.js'

// A model with a column of every type, loaded from the template area like any other.
const template = {
  name: 'samples',
  module: 'Test',
  nameAttribute: 'code',
  columns: {
    code: { type: 'string', size: 12, required: true, validator: 'LIKE ^[A-Z0-9-]+$', validatorMessage: '{label} may hold capitals, digits and dashes.' },
    count: { type: 'integer', validator: 'between 0 and 1000' },
    weight: { type: 'double', unit: 'g' },
    dry: { type: 'boolean', defaultValue: 0 },
    tags: { type: 'string_multiple' },
    notes: { type: 'text' },
    taken_at: { type: 'dateTime' },
    taken_on: { type: 'date' },
    taken_time: { type: 'time' },
    double_weight: { type: 'pseudo', calculate: '[weight] * 2' },
    owner: { type: 'pseudo', pseudoCalc: 'parent.owner' },
    kind: { type: 'string', validator: 'in (rock, water, gas)' },
    combined_id: { type: 'string' }
  }
}

t.test('every column type: create, read, filter and sort', async t => {
  const templateDir = await tempDir(t)
  await writeFile(join(templateDir, 'samples.json'), JSON.stringify(template))
  const { app } = await buildTestApp(t, { templateDir })
  const headers = await as(app, 'operator')
  const create = async (payload: Record<string, unknown>) => await app.inject({ method: 'POST', url: '/api/v1/form?name=samples', headers, payload })
  const first = await create({ code: 'S-1', count: '12', weight: 1.25, dry: true, tags: ['a', 'b'], notes: 'long\ntext', taken_at: '2024-02-29 23:59', taken_on: '2024-02-29', taken_time: '07:05', kind: 'rock' })
  t.equal(first.statusCode, 201)
  t.same(first.json(), {
    id: 1, code: 'S-1', count: 12, weight: 1.25, dry: 1, tags: ['a', 'b'], notes: 'long\ntext', taken_at: '2024-02-29 23:59:00', taken_on: '2024-02-29',
    taken_time: '07:05:00', double_weight: 2.5, owner: null, kind: 'rock', combined_id: 'S-1'
  })
  const second = await create({ code: 'S-2', count: 3, weight: 0.5, tags: 'c', taken_on: '2023-12-31', kind: null })
  t.match(second.json(), { dry: 0, tags: ['c'], double_weight: 1, taken_at: null })
  const bad = await create({ code: 's 1', count: 1001, weight: 'heavy', dry: 'maybe', tags: [['x']], taken_at: '2024-02-30 10:00', taken_on: '31.12.2023', taken_time: '25:00', kind: 'air' })
  t.same(bad.json(), [
    { field: 'code', message: 'Code may hold capitals, digits and dashes.' },
    { field: 'count', message: 'Count must be between 0 and 1000.' },
    { field: 'weight', message: 'Weight must be a number.' },
    { field: 'dry', message: 'Dry must be either "1" or "0".' },
    { field: 'tags', message: 'Tags must be a list of strings.' },
    { field: 'taken_at', message: 'The format of Taken At is invalid.' },
    { field: 'taken_on', message: 'The format of Taken On is invalid.' },
    { field: 'taken_time', message: 'The format of Taken Time is invalid.' },
    { field: 'kind', message: 'Kind is invalid.' }
  ])
  const ids = async (query: string) => (await app.inject({ url: `/api/v1/form?name=samples${query}`, headers })).json().items.map((r: { code: string }) => r.code)
  t.same(await ids('&filter[tags]=b'), ['S-1'])
  t.same(await ids(`&filter[tags]=${encodeURIComponent('=C')}`), ['S-2'])
  t.same(await ids('&filter[dry]=0'), ['S-2'])
  t.same(await ids(`&filter[taken_on]=${encodeURIComponent('>2024-01-01')}`), ['S-1'])
  t.same(await ids('&filter[taken_time]=07:05:00'), ['S-1'])
  t.same(await ids(`&filter[weight]=${encodeURIComponent('<1')}`), ['S-2'])
  t.same(await ids('&sort=-taken_on'), ['S-1', 'S-2'])
  t.same(await ids('&sort=weight'), ['S-2', 'S-1'])
  const refused = await app.inject({ url: `/api/v1/form?name=samples&filter[tags]=${encodeURIComponent('>a')}`, headers })
  t.equal(refused.json().message, 'The filter on "tags" (a list of values) accepts only equality and contains.')
  t.equal((await app.inject({ url: '/api/v1/form?name=samples&filter[taken_on]=yesterday', headers })).json().message, 'The filter on "taken_on" must be a date YYYY-MM-DD; got "yesterday".')
  t.equal((await app.inject({ url: '/api/v1/form?name=samples&filter[taken_time]=noon', headers })).json().message, 'The filter on "taken_time" must be a time HH:MM[:SS]; got "noon".')
  t.equal((await app.inject({ url: '/api/v1/form?name=samples&filter[double_weight]=1', headers })).statusCode, 400, 'pseudo columns are not stored, so they do not filter')
  const updated = await app.inject({ method: 'PUT', url: '/api/v1/form/1?name=samples', headers, payload: { code: 'S-9', weight: 2 } })
  t.match(updated.json(), { combined_id: 'S-9', double_weight: 4 }, 'a top-level combined_id is the name alone')
})
