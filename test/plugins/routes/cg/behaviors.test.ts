import t from 'tap'
import { buildTestApp } from '../../../helpers/app.js'
import { as } from '../../../helpers/auth.js'

// GET /cg/api/behaviors lists what templates may use, with their parameters' schemas; a template's behavior
// parameters are checked when it is imported (422, each problem at its JSON pointer).

const byClassOf = (behaviors: Array<{ behaviorClass: string }>, name: string): any => behaviors.find(b => b.behaviorClass.endsWith(`\\${name}Behavior`))

t.test('the behaviors the service understands, with their parameters', async t => {
  const { app } = await buildTestApp(t, { bundled: false })
  const answer = await app.inject({ url: '/cg/api/behaviors', headers: await as(app, 'developer') })
  t.equal(answer.statusCode, 200)
  const behaviors = answer.json()
  t.same(behaviors.map((b: { behaviorClass: string }) => b.behaviorClass.replace('app\\behaviors\\template\\', '')), [
    'UniqueCombinationAutoIncrementBehavior', 'LeadingZerosBehavior', 'DefaultFromOtherColumnBehavior', 'DefaultFromSiblingBehavior',
    'SiblingsLimitBehavior', 'SiblingsLimitFromParentBehavior', 'SplittableSectionBehavior', 'ValidateSplitOriginTypeBehavior', 'CumulativeSectionLengthBehavior',
    'CreateUpdateCoreboxBehavior'])
  t.same(byClassOf(behaviors, 'ValidateSplitOriginType').parameters, [], 'no parameters')
  t.same(byClassOf(behaviors, 'CumulativeSectionLength').parameters.map((p: { name: string, type: string }) => [p.name, p.type]), [['minRelativeLength', 'number'], ['maxRelativeLength', 'number']])
  const byClass = (name: string) => byClassOf(behaviors, name)
  t.same(byClass('DefaultFromSibling').parameters.map((p: { name: string, type: string, required: boolean }) => [p.name, p.type, p.required]),
    [['parentRefColumn', 'string', true], ['sourceColumn', 'string', true], ['destinationColumn', 'string', true]])
  t.same(byClass('UniqueCombinationAutoIncrement').parameters.map((p: { name: string, type: string, required: boolean }) => [p.name, p.type, p.required]),
    [['searchFields', 'string[]', true], ['fieldToFill', 'string', true], ['useAlphabet', 'boolean', false]])
  const limit = byClass('SiblingsLimit')
  t.match(limit.parametersSchema, { type: 'object', required: ['parentRefColumn', 'limit'], properties: { limit: { type: 'integer', minimum: 1 } } })
  t.equal(limit.parameters[1].hint, limit.parameters[1].description, 'mDIS clients read the hint')
})

t.test('behavior parameters are checked when a template is imported', async t => {
  const { app } = await buildTestApp(t)
  const headers = await as(app, 'developer')
  const columns = {
    core_id: { type: 'integer' },
    box: { type: 'integer' },
    label: { type: 'string', size: 20 },
    note: { type: 'text' },
    top: { type: 'double' },
    length: { type: 'double' },
    bottom: { type: 'pseudo', calculate: '[top] + [length]' },
    combined_id: { type: 'string', size: 64 }
  }
  const problems = async (behaviors: unknown[], parentModel: string | null = 'cores') => {
    const template = { name: 'boxes', ...(parentModel === null ? {} : { parentModel }), columns, behaviors }
    const answer = await app.inject({ method: 'POST', url: '/cg/api/create-model', headers, payload: { template } })
    return answer.statusCode === 201 ? 201 : answer.json()
  }
  const one = (behaviorClass: string, parameters: unknown) => [{ behaviorClass, parameters }]

  t.same(await problems(one('DefaultFromOtherColumnBehavior', {})), [
    { field: '/behaviors/0/parameters/sourceColumn', message: 'is required: a stored column of this model' },
    { field: '/behaviors/0/parameters/targetColumn', message: 'is required: a writable stored column (not id, combined_id, igsn, the running number or a calculated one) of this model' }
  ])
  t.same(await problems(one('app\\behaviors\\template\\DefaultFromOtherColumnBehavior', { sourceColumn: 'lenght', targetColumn: 'combined_id' })), [
    { field: '/behaviors/0/parameters/sourceColumn', message: '"lenght" is not a stored column of this model; did you mean "length"?' },
    { field: '/behaviors/0/parameters/targetColumn', message: '"combined_id" is not a writable stored column (not id, combined_id, igsn, the running number or a calculated one) of this model' }
  ])
  t.same(await problems(one('DefaultFromOtherColumnBehavior', { sourceColumn: 'top', targetColumn: 'top' })),
    [{ field: '/behaviors/0/parameters/targetColumn', message: 'must be another column than the source' }])
  t.same(await problems(one('DefaultFromOtherColumnBehavior', { sourceColumn: 'note', targetColumn: 'top' })),
    [{ field: '/behaviors/0/parameters/targetColumn', message: '"top" (double) cannot take the values of "note" (text)' }])
  t.same(await problems(one('DefaultFromOtherColumnBehavior', { sourceColumn: 'bottom', targetColumn: 'top' })),
    [{ field: '/behaviors/0/parameters/sourceColumn', message: '"bottom" is not a stored column of this model' }], 'a column computed on read is not stored')

  t.same(await problems(one('DefaultFromSiblingBehavior', { parentRefColumn: 'label', sourceColumn: 'bottom', destinationColumn: 'top' })),
    [{ field: '/behaviors/0/parameters/parentRefColumn', message: '"label" is not a stored integer column of this model' }])
  t.same(await problems(one('DefaultFromSiblingBehavior', { parentRefColumn: 'core_id', sourceColumn: 'bottom', destinationColumn: 'box' })),
    [{ field: '/behaviors/0/parameters/destinationColumn', message: '"box" (integer) cannot take the values of "bottom" (pseudo)' }])
  t.same(await problems([
    { behaviorClass: 'UniqueCombinationAutoIncrementBehavior', parameters: { searchFields: ['core_id'], fieldToFill: 'box' } },
    { behaviorClass: 'DefaultFromSiblingBehavior', parameters: { parentRefColumn: 'core_id', sourceColumn: 'bottom', destinationColumn: 'box' } }
  ]), [{ field: '/behaviors/1/parameters/destinationColumn', message: '"box" is not a writable stored column (not id, combined_id, igsn, the running number or a calculated one) of this model' }])

  for (const limit of [0, -1, 1.5, 'x', null]) {
    t.same(await problems(one('SiblingsLimitBehavior', { parentRefColumn: 'core_id', limit })),
      [{ field: '/behaviors/0/parameters/limit', message: 'must be a whole number of records, 1 or more' }], `limit ${String(limit)}`)
  }
  t.same(await problems(one('SiblingsLimitFromParentBehavior', { parentRefColumn: 'core_id', parentSourceColumn: 'x' }), null),
    [{ field: '/behaviors/0/parameters', message: 'needs a parent model (parentModel), whose column holds the limit' }])
  t.same(await problems(one('SiblingsLimitFromParentBehavior', { parentRefColumn: 'box', parentSourceColumn: 'last_sectoin' })), [
    { field: '/behaviors/0/parameters/parentRefColumn', message: '"box" is not the column that refers to the parent ("core_id")' },
    { field: '/behaviors/0/parameters/parentSourceColumn', message: '"last_sectoin" is not a stored integer column of the parent model "cores"; did you mean "last_section"?' }
  ])
  t.same(await problems(one('SiblingsLimitFromParentBehavior', { parentRefColumn: 'core_id', parentSourceColumn: 'remarks' })),
    [{ field: '/behaviors/0/parameters/parentSourceColumn', message: '"remarks" is not a stored integer column of the parent model "cores"' }])

  t.equal(await problems([
    { behaviorClass: 'DefaultFromOtherColumnBehavior', parameters: { sourceColumn: 'top', targetColumn: 'length' } },
    { behaviorClass: 'DefaultFromSiblingBehavior', parameters: { parentRefColumn: 'core_id', sourceColumn: 'bottom', destinationColumn: 'top' } },
    { behaviorClass: 'SiblingsLimitBehavior', parameters: { parentRefColumn: 'core_id', limit: '4' } },
    { behaviorClass: 'SiblingsLimitFromParentBehavior', parameters: { parentRefColumn: 'core_id', parentSourceColumn: 'last_section' } },
    { behaviorClass: 'DefaultFromSiblingUnitsBehavior', parameters: { unitsRelationName: 'units' } }
  ]), 201, 'valid parameters (and an mDIS behavior the service does not act on) are accepted')
})
