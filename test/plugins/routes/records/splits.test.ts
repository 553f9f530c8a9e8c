import t from 'tap'
import { buildTestApp } from '../../../helpers/app.js'
import { as } from '../../../helpers/auth.js'
import { hierarchy, post } from '../../../helpers/hierarchy.js'

// Section splits (mDIS curation): SplittableSection gives each new section its whole-round split, ValidateSplitOriginType
// keeps the splits of a section coherent (bundled core_section and curation_section_split), CumulativeSectionLength
// checks the last section's lengths against the core recovery (a hot-created model).

t.test('section splits and section lengths', async t => {
  const { app } = await buildTestApp(t)
  const h = await hierarchy(app)
  const headers = h.headers
  const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Record<string, unknown>) => {
    const response = await app.inject({ method, url, headers, payload })
    return { status: response.statusCode, body: response.statusCode === 204 ? null : response.json() }
  }
  const core = await post(app, 'cores', { hole_id: h.hole, core_type: 'R' })

  t.test('a new section comes with its whole-round split', async t => {
    const section = await post(app, 'core_section', { core_id: core.id, section_length: 1.5 })
    const splits = await call('GET', `/api/v1/form?name=curation_section_split&filter[section_id]=${section.id as number}`)
    t.match(splits.body.items, [{ section_id: section.id, type: 'WR', percent: 100, still_exists: 1, sampleable: 0, combined_id: `${section.combined_id as string}_WR`, core_id: core.id, hole_id: h.hole }])
    const blocked = await call('DELETE', `/api/v1/form/${section.id as number}?name=core_section`)
    t.same([blocked.status, blocked.body.message], [409, 'The record cannot be deleted: curation_section_split records refer to it.'])
    t.equal((await call('DELETE', `/api/v1/form/${splits.body.items[0].id as number}?name=curation_section_split`)).status, 204)
    t.equal((await call('DELETE', `/api/v1/form/${section.id as number}?name=core_section`)).status, 204)
  })

  t.test('the splits of a section: the first is WR, later ones come from a split it has', async t => {
    const section = await post(app, 'core_section', { core_id: core.id })
    const split = async (values: Record<string, unknown>) => await call('POST', '/api/v1/form?name=curation_section_split', { section_id: section.id, ...values })
    const archive = await split({ type: 'A', origin_split_type: 'WR', percent: 50 })
    t.equal(archive.status, 201)
    t.same(await split({ type: 'W', origin_split_type: 'X', percent: 50 }), { status: 422, body: [{ field: 'origin_split_type', message: 'The section has no split of type "X" to split from; it has WR, A.' }] })
    t.equal((await split({ type: 'W', origin_split_type: 'WR', percent: 50 })).status, 201)
    t.equal((await split({ type: 'AQ', origin_split_type: 'A', percent: 25 })).status, 201, 'a part of the archive half')
    t.same(await split({ type: 'WQ' }), { status: 422, body: [{ field: 'origin_split_type', message: 'A split that is not WR names the split it comes from; the section has WR, A, W, AQ.' }] })
    t.equal((await split({ type: 'A', origin_split_type: 'WR' })).status, 409, 'one split of a type per section')
    const changed = await call('PUT', `/api/v1/form/${archive.body.id as number}?name=curation_section_split`, { origin_split_type: 'Q' })
    t.same(changed, { status: 422, body: [{ field: 'origin_split_type', message: 'The section has no split of type "Q" to split from; it has WR, W, AQ.' }] })

    // a section made before the splits model named it (none here): its first split must be WR
    const dev = await as(app, 'developer')
    const loose = { name: 'loose_split', parentModel: 'cores', columns: { core_id: { type: 'integer' }, type: { type: 'string', size: 8 }, origin_split_type: { type: 'text' } }, behaviors: [{ behaviorClass: 'ValidateSplitOriginTypeBehavior' }] }
    t.equal((await app.inject({ method: 'POST', url: '/cg/api/create-model', headers: dev, payload: { template: loose } })).statusCode, 201)
    t.same(await call('POST', '/api/v1/form?name=loose_split', { core_id: core.id, type: 'A' }), { status: 422, body: [{ field: 'type', message: 'The first split of a section must be of type WR (whole round).' }] })
    const first = await call('POST', '/api/v1/form?name=loose_split', { core_id: core.id, type: 'WR' })
    t.equal(first.status, 201)
    t.equal((await call('PUT', `/api/v1/form/${first.body.id as number}?name=loose_split`, { type: 'A' })).status, 422, 'the only split cannot stop being WR')
    t.equal((await call('PUT', `/api/v1/form/${first.body.id as number}?name=loose_split`, { origin_split_type: 'x' })).status, 200, 'a WR split names no origin')
  })

  t.test('templates: the splits model needs its columns; the behaviors check their parameters', async t => {
    const dev = await as(app, 'developer')
    const create = async (template: Record<string, unknown>) => (await app.inject({ method: 'POST', url: '/cg/api/create-model', headers: dev, payload: { template } })).json()
    const sections = { name: 'pieces', parentModel: 'cores', columns: { core_id: { type: 'integer' }, section_length: { type: 'double' }, curator: { type: 'string' } } }
    t.same(await create({ ...sections, behaviors: [{ behaviorClass: 'SplittableSectionBehavior', parameters: {} }] }),
      [{ field: '/behaviors/0/parameters/splitsModel', message: 'is required: the model (name or FullName) that holds the splits, a child of this one' }])
    t.same(await create({ ...sections, behaviors: [{ behaviorClass: 'CumulativeSectionLengthBehavior', parameters: { minRelativeLength: 0.8, maxRelativeLength: '1.5' } }] }), [
      { field: '/behaviors/0/parameters/minRelativeLength', message: 'must be a ratio between 0.80 and 1.00' },
      { field: '/behaviors/0/parameters/maxRelativeLength', message: 'must be a ratio between 1.00 and 1.20' }
    ])
    t.same(await create({ name: 'pieces', columns: { section_length: { type: 'text' } }, behaviors: [{ behaviorClass: 'ValidateSplitOriginTypeBehavior' }, { behaviorClass: 'CumulativeSectionLengthBehavior', parameters: { minRelativeLength: 0.9, maxRelativeLength: 1.1 } }] }), [
      { field: '/behaviors/0/parameters', message: 'needs a parent model and the text columns "type" and "origin_split_type"' },
      { field: '/behaviors/1/parameters', message: 'needs the number column "section_length" and a parent model with the number columns "core_recovery" and "last_section"' }
    ])
    t.equal((await app.inject({ method: 'POST', url: '/cg/api/create-model', headers: dev, payload: { template: { ...sections, behaviors: [{ behaviorClass: 'SplittableSectionBehavior', parameters: { splitsModel: 'piece_splits' } }] } } })).statusCode, 201)
    const piece = await call('POST', '/api/v1/form?name=pieces', { core_id: core.id })
    t.equal(piece.status, 201, 'no splits model yet: a piece without a split')
    t.same(await create({ name: 'piece_splits', parentModel: 'pieces', columns: { pieces_id: { type: 'integer' }, type: { type: 'string' } } }),
      [{ field: '/columns', message: 'model "pieces" keeps its splits here (SplittableSection): add the stored columns percent, still_exists, sampleable' }])
    const splitColumns = { type: { type: 'string' }, percent: { type: 'double' }, still_exists: { type: 'boolean' }, sampleable: { type: 'boolean' }, curator: { type: 'string' } }
    const splits = { name: 'piece_splits', parentModel: 'pieces', columns: { pieces_id: { type: 'integer' }, ...splitColumns } }
    t.equal((await app.inject({ method: 'POST', url: '/cg/api/create-model', headers: dev, payload: { template: splits } })).statusCode, 201)
    const curated = await call('POST', '/api/v1/form?name=pieces', { core_id: core.id, curator: 'CK' })
    t.equal(curated.status, 201)
    const made = (await call('GET', `/api/v1/form?name=piece_splits&filter[pieces_id]=${curated.body.id as number}`)).body.items
    t.match(made, [{ type: 'WR', curator: 'CK', percent: 100 }], 'the split takes the curator')
    // a splits model whose template asks more than a whole-round split has
    const slabs = { name: 'slabs', parentModel: 'cores', columns: { core_id: { type: 'integer' } }, behaviors: [{ behaviorClass: 'SplittableSectionBehavior', parameters: { splitsModel: 'slab_splits' } }] }
    const slabSplits = { name: 'slab_splits', parentModel: 'slabs', columns: { slabs_id: { type: 'integer' }, ...splitColumns, label: { type: 'string', required: true } } }
    for (const template of [slabs, slabSplits]) t.equal((await app.inject({ method: 'POST', url: '/cg/api/create-model', headers: dev, payload: { template } })).statusCode, 201)
    t.same(await call('POST', '/api/v1/form?name=slabs', { core_id: core.id }), { status: 422, body: [{ field: 'slab_splits.label', message: 'Label cannot be blank.' }] })
  })

  t.test('CumulativeSectionLength: the last section against the core recovery', async t => {
    const dev = await as(app, 'developer')
    const lengths = {
      name: 'measured_sections',
      parentModel: 'cores',
      columns: { core_id: { type: 'integer' }, section: { type: 'integer' }, section_length: { type: 'double' }, curator: { type: 'string' } },
      behaviors: [
        { behaviorClass: 'UniqueCombinationAutoIncrementBehavior', parameters: { searchFields: ['core_id'], fieldToFill: 'section' } },
        { behaviorClass: 'CumulativeSectionLengthBehavior', parameters: { minRelativeLength: '0.9', maxRelativeLength: 1.1 } }
      ]
    }
    t.equal((await app.inject({ method: 'POST', url: '/cg/api/create-model', headers: dev, payload: { template: lengths } })).statusCode, 201)
    const measured = await post(app, 'cores', { hole_id: h.hole, core_type: 'R', last_section: 3 })
    const section = async (length: number | null) => await call('POST', '/api/v1/form?name=measured_sections', { core_id: measured.id, section_length: length })
    t.same(await section(1), { status: 422, body: [{ field: 'core_id', message: `The cores record ${measured.id as number} has no core recovery yet: its sections can be entered once it has.` }] })
    await call('PUT', `/api/v1/form/${measured.id as number}?name=cores`, { core_recovery: 3 })
    t.equal((await section(1)).status, 201)
    t.equal((await section(1)).status, 201, 'not the last one: no check')
    t.same(await section(1.5), { status: 422, body: [{ field: 'section_length', message: 'The 3 sections add up to 3.5 m, more than 1.1 times the core recovery (3 m).' }] })
    t.same(await section(0.5), { status: 422, body: [{ field: 'section_length', message: 'The 3 sections add up to 2.5 m, less than 0.9 times the core recovery (3 m).' }] })
    t.equal((await section(null)).status, 422)
    t.equal((await section(1.2)).status, 201, 'within the ratios')
    t.equal((await section(1)).status, 201, 'past the last section: no check (the siblings limit is another behavior)')
  })
})
