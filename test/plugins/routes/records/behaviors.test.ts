import t from 'tap'
import { buildTestApp } from '../../../helpers/app.js'
import { as } from '../../../helpers/auth.js'
import { hierarchy, post } from '../../../helpers/hierarchy.js'

// The template behaviors that fill or limit values, through the data API: DefaultFromSibling (bundled cores: the
// last core's bottom depth is the new core's top depth), SiblingsLimitFromParent and DefaultFromOtherColumn (bundled
// core sections), SiblingsLimit and a sibling default from a column computed on read (hot-created models).

t.test('template behaviors on create, update, duplicate and defaults', async t => {
  const { app } = await buildTestApp(t)
  const h = await hierarchy(app)
  const headers = h.headers
  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>) => {
    const response = await app.inject({ method, url, headers, payload })
    return { status: response.statusCode, body: response.json() }
  }

  t.test('DefaultFromSibling: a new core starts where the last one of its hole ended', async t => {
    const hole = (await post(app, 'holes', { site_id: h.site })).id
    const first = await post(app, 'cores', { hole_id: hole, core_type: 'R' })
    t.equal(first.top_depth, null, 'the first core of a hole has no sibling')
    await call('PUT', `/api/v1/form/${first.id as number}?name=cores`, { top_depth: 0, bottom_depth: 3 })
    const second = await post(app, 'cores', { hole_id: hole, core_type: 'R', bottom_depth: 5.5 })
    t.same([second.core, second.top_depth], [2, 3])
    t.equal((await post(app, 'cores', { hole_id: hole, core_type: 'R', top_depth: null, bottom_depth: 7 })).top_depth, 5.5, 'null is empty')
    t.equal((await post(app, 'cores', { hole_id: hole, core_type: 'R', top_depth: 10, bottom_depth: 12 })).top_depth, 10, 'a given value wins')
    const defaults = await call('POST', '/api/v1/form/defaults?name=cores', { hole_id: hole })
    t.same([defaults.status, defaults.body.core, defaults.body.top_depth], [200, 5, 12])
    const copy = await call('POST', `/api/v1/form/duplicate?name=cores&id=${first.id as number}`)
    t.same([copy.body.core, copy.body.top_depth, copy.body.bottom_depth], [5, 12, 3], 'a duplicate starts where the last core ended')
    const numbered = await post(app, 'cores', { hole_id: hole, core_type: 'R', core: 50, bottom_depth: 51 })
    t.same([numbered.core, numbered.top_depth], [50, 12], 'a given number (the create under lock) takes the default too')
    t.equal((await post(app, 'cores', { hole_id: hole, core_type: 'R', core: 20 })).top_depth, 51, 'the last sibling is the highest number')
    t.same((await post(app, 'cores', { hole_id: hole, core_type: 'R' })).core, 51)
    const other = (await post(app, 'holes', { site_id: h.site })).id
    t.equal((await post(app, 'cores', { hole_id: other, core_type: 'R' })).top_depth, null, 'siblings are of the same hole')
    const read = await call('GET', `/api/v1/form/${second.id as number}?name=cores`)
    t.equal(read.body.top_depth, 3, 'stored')
  })

  t.test('SiblingsLimitFromParent: a core takes no more sections than its last_section', async t => {
    const core = await post(app, 'cores', { hole_id: h.hole, core_type: 'R', last_section: 2 })
    const section = async (extra: Record<string, unknown> = {}) => await call('POST', '/api/v1/form?name=core_section', { core_id: core.id, ...extra })
    t.equal((await section()).status, 201)
    const second = await section()
    t.equal(second.status, 201)
    const full = [{ field: 'core_id', message: `Core ID ${core.id as number} has 2 core_section records already, as many as its Last Section (2) allows.` }]
    t.same(await section(), { status: 422, body: full })
    t.same(await call('POST', '/api/v1/form/defaults?name=core_section', { core_id: core.id }), { status: 422, body: full }, 'no defaults for a full core')
    t.same(await call('POST', `/api/v1/form/duplicate?name=core_section&id=${second.body.id as number}`), { status: 422, body: full })
    t.equal((await section({ section: 9 })).status, 422, 'a given section number too')
    t.equal((await call('PUT', `/api/v1/form/${second.body.id as number}?name=core_section`, { comment: 'still fits' })).status, 200, 'an update that stays')

    const open = await post(app, 'cores', { hole_id: h.hole, core_type: 'R' })
    const moving = await call('POST', '/api/v1/form?name=core_section', { core_id: open.id })
    t.equal(moving.status, 201, 'an empty limit is no limit')
    t.same(await call('PUT', `/api/v1/form/${moving.body.id as number}?name=core_section`, { core_id: core.id, section: 3 }), { status: 422, body: full }, 'moving into a full core')
    await call('PUT', `/api/v1/form/${core.id as number}?name=cores`, { last_section: 3 })
    t.equal((await call('PUT', `/api/v1/form/${moving.body.id as number}?name=core_section`, { core_id: core.id, section: 3 })).status, 200, 'room again')

    const race = await post(app, 'cores', { hole_id: h.hole, core_type: 'R', last_section: 3 })
    const answers = await Promise.all(Array.from({ length: 8 }, async () => await call('POST', '/api/v1/form?name=core_section', { core_id: race.id })))
    t.same(answers.map(a => a.status).sort(), [201, 201, 201, 422, 422, 422, 422, 422], 'concurrent creates never pass the limit')
    const listed = await call('GET', `/api/v1/form?name=core_section&filter[core_id]=${race.id as number}&sort=section`)
    t.same(listed.body.items.map((s: { section: number }) => s.section), [1, 2, 3])
  })

  t.test('DefaultFromOtherColumn: the curated length follows the section length while they agree', async t => {
    const core = await post(app, 'cores', { hole_id: h.hole, core_type: 'R' })
    const created = await call('POST', '/api/v1/form?name=core_section', { core_id: core.id, section_length: 1.5 })
    t.same([created.body.section_length, created.body.curated_length], [1.5, 1.5])
    const own = await call('POST', '/api/v1/form?name=core_section', { core_id: core.id, section_length: 1.5, curated_length: 1.4 })
    t.equal(own.body.curated_length, 1.4)
    const update = async (id: number, values: Record<string, unknown>) => {
      const { body } = await call('PUT', `/api/v1/form/${id}?name=core_section`, values)
      return [body.section_length, body.curated_length]
    }
    t.same(await update(created.body.id, { section_length: 1.6 }), [1.6, 1.6], 'equal before: follows')
    t.same(await update(own.body.id, { section_length: 1.6 }), [1.6, 1.4], 'different before: stays')
    t.same(await update(own.body.id, { curated_length: null }), [1.6, 1.6], 'emptied: takes the source')
    t.same(await update(created.body.id, { section_length: 1.7, curated_length: 1.65 }), [1.7, 1.65], 'both given: as given')
    t.same(await update(created.body.id, { comment: 'x' }), [1.7, 1.65], 'neither given: unchanged')
    const copy = await call('POST', `/api/v1/form/duplicate?name=core_section&id=${created.body.id as number}`)
    t.same([copy.body.section_length, copy.body.curated_length], [1.7, 1.7], 'a duplicate (curated_length is not copied) takes it too')
    const blank = await call('POST', '/api/v1/form?name=core_section', { core_id: core.id })
    t.same([blank.body.section_length, blank.body.curated_length], [null, null])
  })

  t.test('sibling and column defaults of text in the one-statement create (hot-created)', async t => {
    const dev = await as(app, 'developer')
    const trays = {
      name: 'trays',
      parentModel: 'cores',
      nameAttribute: 'tray',
      columns: {
        core_id: { type: 'integer' },
        tray: { type: 'integer' },
        combined_id: { type: 'string', size: 64 },
        rack: { type: 'string', size: 20 },
        rack_end: { type: 'string', size: 20 },
        note: { type: 'text' },
        count: { type: 'integer' },
        weight: { type: 'double' }
      },
      behaviors: [
        { behaviorClass: 'UniqueCombinationAutoIncrementBehavior', parameters: { searchFields: ['core_id'], fieldToFill: 'tray' } },
        { behaviorClass: 'DefaultFromSiblingBehavior', parameters: { parentRefColumn: 'core_id', sourceColumn: 'rack_end', destinationColumn: 'rack' } },
        { behaviorClass: 'DefaultFromOtherColumnBehavior', parameters: { sourceColumn: 'rack_end', targetColumn: 'note' } },
        { behaviorClass: 'DefaultFromOtherColumnBehavior', parameters: { sourceColumn: 'count', targetColumn: 'weight' } }
      ]
    }
    t.equal((await app.inject({ method: 'POST', url: '/cg/api/create-model', headers: dev, payload: { template: trays } })).statusCode, 201)
    const core = await post(app, 'cores', { hole_id: h.hole, core_type: 'R' })
    const tray = async (values: Record<string, unknown>) => {
      const { body } = await call('POST', '/api/v1/form?name=trays', { core_id: core.id, ...values })
      return [body.tray, body.rack, body.rack_end, body.note, body.count, body.weight]
    }
    t.same(await tray({ rack: 'R1', rack_end: 'R2', count: 3 }), [1, 'R1', 'R2', 'R2', 3, 3])
    t.same(await tray({ rack: '', rack_end: 'R3' }), [2, 'R2', 'R3', 'R3', null, null], 'an empty string (null) takes the sibling\'s')
    t.same(await tray({ rack: 'R9' }), [3, 'R9', null, null, null, null])
    t.same(await tray({ rack: '' }), [4, null, null, null, null, null], 'no sibling value: empty')
  })

  t.test('SiblingsLimit and a sibling default read from a column computed on read (hot-created)', async t => {
    const dev = await as(app, 'developer')
    const runs = {
      name: 'runs',
      columns: {
        batch: { type: 'integer' },
        start: { type: 'double' },
        length: { type: 'double' },
        end: { type: 'pseudo', calculate: '[start] + [length]' }
      },
      behaviors: [
        { behaviorClass: 'DefaultFromSiblingBehavior', parameters: { parentRefColumn: 'batch', sourceColumn: 'end', destinationColumn: 'start' } },
        { behaviorClass: 'SiblingsLimitBehavior', parameters: { parentRefColumn: 'batch', limit: 3 } }
      ]
    }
    t.equal((await app.inject({ method: 'POST', url: '/cg/api/create-model', headers: dev, payload: { template: runs } })).statusCode, 201)
    const run = async (values: Record<string, unknown>) => await call('POST', '/api/v1/form?name=runs', values)
    t.same((await run({ batch: 1, start: 0, length: 2 })).body, { id: 1, batch: 1, start: 0, length: 2, end: 2 })
    t.same((await run({ batch: 1, length: 3 })).body, { id: 2, batch: 1, start: 2, length: 3, end: 5 })
    t.same((await call('POST', '/api/v1/form/defaults?name=runs', {})).body, { batch: null, start: null, length: null, end: null }, 'no batch, no siblings')
    t.same((await run({ batch: 1, length: 1 })).body.start, 5)
    t.same(await run({ batch: 1, length: 1 }), { status: 422, body: [{ field: 'batch', message: 'Batch 1 has 3 runs records already, the most allowed (3).' }] })
    t.same((await run({ batch: 2, length: 1 })).body, { id: 4, batch: 2, start: null, length: 1, end: null })
    t.equal((await run({ length: 1 })).status, 201, 'no batch: no limit')
    t.same(await call('PUT', '/api/v1/form/4?name=runs', { batch: 1 }), { status: 422, body: [{ field: 'batch', message: 'Batch 1 has 3 runs records already, the most allowed (3).' }] })
  })
})
