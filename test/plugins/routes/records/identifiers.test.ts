import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { sql } from 'kysely'
import t from 'tap'
import { igsnCode, nextLetters } from '../../../../core/2-model/identifiers.js'
import { buildTestApp, bundledTemplates, tempDir } from '../../../helpers/app.js'
import { as } from '../../../helpers/auth.js'
import { post } from '../../../helpers/hierarchy.js'

// Identifier rules on templates shaped unlike the bundled hierarchy.
const templates: Record<string, unknown> = {
  boxes: { name: 'boxes', columns: { box: { type: 'string', required: true }, combined_id: { type: 'string' }, igsn: { type: 'string' } } },
  slots: {
    name: 'slots',
    parentModel: 'boxes',
    columns: { box_id: { type: 'integer' }, slot: { type: 'integer', required: true }, combined_id: { type: 'string' }, igsn: { type: 'string', defaultValue: 's' } },
    behaviors: [
      { behaviorClass: 'UniqueCombinationAutoIncrementBehavior', parameters: { searchFields: ['box_id'], fieldToFill: 'slot' } },
      { behaviorClass: 'LeadingZerosBehavior', parameters: { length: 3 } }
    ]
  },
  runs: {
    name: 'runs',
    parentModel: 'boxes',
    columns: { box_id: { type: 'integer' }, run: { type: 'integer' }, run_depth: { type: 'double', calculate: '[run] * 10' }, combined_id: { type: 'string' } },
    behaviors: [{ behaviorClass: 'UniqueCombinationAutoIncrementBehavior', parameters: { searchFields: ['box_id'], fieldToFill: 'run' } }]
  },
  slot_notes: { name: 'slot_notes', parentModel: 'slots', columns: { slot_id: { type: 'integer' }, note: { type: 'text' } } },
  tags: {
    name: 'tags',
    nameAttribute: 'label',
    columns: { group_code: { type: 'string' }, n: { type: 'integer' }, label: { type: 'string' }, combined_id: { type: 'string' } },
    behaviors: [{ behaviorClass: 'UniqueCombinationAutoIncrementBehavior', parameters: { searchFields: ['group_code'], fieldToFill: 'n' } }]
  },
  legs: {
    name: 'legs',
    parentModel: 'programs',
    columns: { program_id: { type: 'integer' }, leg: { type: 'integer' }, combined_id: { type: 'string' }, igsn: { type: 'string', defaultValue: 'L' } },
    behaviors: [{ behaviorClass: 'UniqueCombinationAutoIncrementBehavior', parameters: { searchFields: ['program_id'], fieldToFill: 'leg' } }]
  },
  campaigns: { name: 'campaigns', parentModel: 'programs', columns: { program_id: { type: 'integer' }, campaign: { type: 'string', required: true }, igsn: { type: 'string', defaultValue: 'K' } } }
}

t.test('identifier rules beyond the bundled hierarchy', async t => {
  const templateDir = await bundledTemplates(await tempDir(t))
  for (const [name, template] of Object.entries(templates)) await writeFile(join(templateDir, `${name}.json`), JSON.stringify(template))
  const { app } = await buildTestApp(t, { templateDir, env: { IGSN_PREFIX: 'XYZ' } })
  t.same(app.registry.failures(), [])
  const headers = await as(app, 'operator')

  const box = await post(app, 'boxes', { box: 'B7' })
  t.match(box, { combined_id: 'B7' })
  t.equal(box.igsn, `0XYZ0000EB${igsnCode(box.id)}`, 'no program or expedition: the configured prefix and zeros; tag from the name')
  const slot = await post(app, 'slots', { box_id: box.id })
  t.match(slot, { slot: 1, combined_id: 'B7_001' }, 'LeadingZerosBehavior pads the number in combined ids')
  t.equal(slot.igsn, `0XYZ0000ES${igsnCode(slot.id)}`, 'a one-letter default is the tag')
  const given = await post(app, 'slots', { box_id: box.id, slot: 7 })
  t.match(given, { slot: 7, combined_id: 'B7_007', igsn: `0XYZ0000ES${igsnCode(given.id)}` }, 'a number the client gives: the same identifiers')
  for (const id of [58_000_000, 58_786_558, 58_786_559, 2_000_000_000]) {
    await sql`select setval(pg_get_serial_sequence('boxes', 'id'), ${id})`.execute(app.database.db)
    const big = await post(app, 'boxes', { box: `B${id}` })
    t.equal(big.igsn, `0XYZ0000EB${igsnCode(id + 1)}`, `the IGSN code of id ${id + 1} (${igsnCode(id + 1).length} characters)`)
  }
  const runs = [await post(app, 'runs', { box_id: box.id }), await post(app, 'runs', { box_id: box.id })]
  t.same(runs.map(r => [r.run, r.run_depth, r.combined_id]), [[1, 10, 'B7_1'], [2, 20, 'B7_2']], 'a formula that reads the running number gets the number given')
  const last = await post(app, 'runs', { box_id: box.id, run: 2_147_483_647 })
  const usedUp = `No running number is left for a new runs record here: run 2147483647 is taken, the largest an integer holds.`
  for (const url of [`/api/v1/form/duplicate?name=runs&id=${last.id as number}`, `/api/v1/models/runs/${last.id as number}/duplicate`]) {
    const copy = await app.inject({ method: 'POST', url, headers })
    t.match([copy.statusCode, copy.json()], [409, { message: usedUp }], 'a duplicate offers no number that cannot be stored')
  }
  const full = await app.inject({ method: 'POST', url: '/api/v1/form/defaults?name=runs', headers, payload: { box_id: box.id } })
  t.match([full.statusCode, full.json()], [409, { message: usedUp }], 'nor do the defaults')
  const past = await app.inject({ method: 'POST', url: '/api/v1/form?name=runs', headers, payload: { box_id: box.id } })
  t.match([past.statusCode, past.json()], [409, { message: usedUp }], 'nor a create under lock (a formula reads the number)')
  await post(app, 'tags', { group_code: 'full', n: 2_147_483_647 })
  const overflow = await app.inject({ method: 'POST', url: '/api/v1/form?name=tags', headers, payload: { group_code: 'full' } })
  t.match([overflow.statusCode, overflow.json()], [400, { message: 'A value has an invalid format or is out of range.' }], 'the one-statement create: refused by the database')
  t.equal((await post(app, 'tags', { group_code: 'other' })).n, 1, 'other scopes go on')
  const note = await post(app, 'slot_notes', { slot_id: slot.id, note: 'x' })
  t.notOk('combined_id' in note)
  const renamed = await app.inject({ method: 'PUT', url: `/api/v1/form/${box.id as number}?name=boxes`, headers, payload: { box: 'B8' } })
  t.equal(renamed.json().combined_id, 'B8')
  t.equal((await app.inject({ url: `/api/v1/form/${slot.id as number}?name=slots`, headers })).json().combined_id, 'B8_001', 'padded in the cascade too')

  const t1 = await post(app, 'tags', {})
  const t2 = await post(app, 'tags', { label: 'second' })
  const t3 = await post(app, 'tags', { group_code: 'a' })
  t.same([t1.n, t2.n, t3.n], [1, 2, 1], 'an empty scope is a scope of its own')
  t.same([t1.combined_id, t2.combined_id], [null, 'second'], 'no name, no combined id')
  t.equal((await app.inject({ method: 'POST', url: '/api/v1/form?name=tags', headers, payload: { n: 2 } })).statusCode, 422, 'taken inside the empty scope')

  const program = await post(app, 'programs', { program: 'icdp-2', program_name: 'x' })
  const campaign = await post(app, 'campaigns', { program_id: program.id, campaign: 'C1' })
  t.equal(campaign.igsn, `ICDP0000EK${igsnCode(campaign.id)}`, 'the program as direct parent names the prefix')
  const legs = [await post(app, 'legs', { program_id: program.id }), await post(app, 'legs', { program_id: program.id, leg: 5 })]
  t.same(legs.map(l => [l.leg, l.igsn]), [[1, `ICDP0000EL${igsnCode(legs[0].id)}`], [5, `ICDP0000EL${igsnCode(legs[1].id)}`]], 'the same IGSN whether the server or the client numbers it')
})

t.test('identifier helpers', async t => {
  t.equal(nextLetters([]), 'A')
  t.equal(nextLetters(['A', 'b', 'x1']), 'C')
  t.equal(nextLetters(['Z']), 'AA')
  t.equal(nextLetters(['AZ']), 'BA')
  t.equal(nextLetters(['ZZ']), 'AAA')
  t.equal(igsnCode(1), '10001')
  t.equal(igsnCode(2), '20001')
  t.equal(igsnCode(36), '01001')
})
