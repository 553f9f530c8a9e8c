import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import t from 'tap'
import { packageRoot } from '../../../core/shared/paths.js'
import { checkTemplate, type TemplateContext } from '../../../core/1-templates/check.js'
import type { ModelDefinition } from '../../../core/1-templates/definition.js'
import { suggest } from '../../../core/shared/suggest.js'

const read = (dir: string, name: string): Record<string, any> => JSON.parse(readFileSync(join(dir, `${name}.json`), 'utf8'))
const bundled = join(packageRoot(), 'templates')
const mdis = join(packageRoot(), 'test', 'fixtures', 'mdis')
const LISTS = new Set(['ANALYST', 'CORE_TYPE', 'SECTION_STATE', 'DRILLING_METHOD', 'UPLOAD_FILE_TYPE'])

/** Checks templates in order, each seeing the ones before it. */
function load (dir: string, names: string[]): Map<string, ModelDefinition> {
  const models = new Map<string, ModelDefinition>()
  for (const name of names) {
    const check = checkTemplate(read(dir, name), { models, listNames: LISTS })
    if (!check.ok) throw new Error(`${name}: ${JSON.stringify(check.problems)}`)
    models.set(check.model.name, check.model)
  }
  return models
}
const hierarchy = load(bundled, ['programs', 'expeditions', 'sites', 'holes', 'cores', 'core_section'])
const context: TemplateContext = { models: hierarchy, listNames: LISTS }

/** The problems of a template derived from the cores template by `change`. */
function problems (change: (tpl: Record<string, any>) => void, ctx: TemplateContext = context) {
  const tpl = read(bundled, 'cores')
  tpl.name = 'probe'
  tpl.table = 'probe'
  change(tpl)
  const check = checkTemplate(tpl, ctx)
  return check.ok ? [] : check.problems
}

t.test('the bundled hierarchy checks and resolves parents, names and running numbers', async t => {
  const cores = hierarchy.get('cores')!
  t.match(cores, { name: 'cores', module: 'Core', table: 'cores', parent: 'holes', parentColumn: 'hole_id', nameAttribute: 'core' })
  t.same(cores.runningNumber, { column: 'core', scope: ['hole_id'], alphabet: false })
  // the running number's index leads with the parent id, so the parent id needs no index of its own; pick lists
  // search the combined id by its start (the prefix index)
  t.same(cores.indices.map(i => [i.name, i.unique, i.columns, i.prefix ?? false]), [
    ['cores__hole_id__core', true, ['hole_id', 'core'], false],
    ['cores__combined_id__prefix', false, ['combined_id'], true]
  ])
  t.same(hierarchy.get('sites')!.indices.map(i => i.columns), [['expedition_id', 'site'], ['combined_id']])
  t.same(hierarchy.get('holes')!.runningNumber, { column: 'hole', scope: ['site_id'], alphabet: true })
  t.equal(hierarchy.get('core_section')!.nameAttribute, 'section')
  t.equal(hierarchy.get('programs')!.parent, null)
  t.equal(hierarchy.get('expeditions')!.nameAttribute, 'expedition')
  const recovery = cores.columns.find(c => c.name === 'core_recovery_pc')!
  t.match(recovery, { type: 'double', calculate: 'ROUND([core_recovery] / [drilled_length] * 100, 2)', defaultValue: 0, stored: true })
  t.match(cores.columns.find(c => c.name === 'core_type'), { required: true, label: 'Core Type', selectListName: 'CORE_TYPE', size: 20 })
  t.match(cores.columns.find(c => c.name === 'hole_id'), { required: true })
  t.equal(cores.columns.find(c => c.name === 'core_diameter')!.copyOnDuplicate, false)
})

t.test('mDIS templates import unchanged: PascalCase names, FullName parents, PHP-style values', async t => {
  const models = load(mdis, ['ProjectProgram', 'ProjectExpedition', 'ProjectSite'])
  const site = models.get('project_site')!
  t.match(site, { name: 'project_site', fullName: 'ProjectSite', table: 'project_site', parent: 'project_expedition', parentColumn: 'expedition_id', nameAttribute: 'site' })
  t.same(site.runningNumber, { column: 'site', scope: ['expedition_id'], alphabet: false })
  t.match(site.columns.find(c => c.name === 'expedition_name'), { type: 'pseudo', stored: false, pseudoCalc: 'parent.exp_name' })
  t.equal((site.template as Record<string, unknown>).importTable, 'EXP_PROJECT_SITE', 'unknown keys are kept')
  t.equal(models.get('project_program')!.columns.find(c => c.name === 'program_name')!.size, 255, 'numeric string size')
  t.equal(models.get('project_expedition')!.nameAttribute, 'expedition')
})

t.test('a template without id gets one; defaults and flags are normalised', async t => {
  const check = checkTemplate({ name: 'notes', indices: [], columns: { note: { type: 'text', required: '1' }, n: { type: 'integer', defaultValue: '5' }, ok: { type: 'boolean', defaultValue: 'true' }, off: { type: 'boolean', defaultValue: false } } }, { models: new Map() })
  t.ok(check.ok)
  if (!check.ok) return
  t.same(check.model.columns.map(c => c.name), ['id', 'note', 'n', 'ok', 'off'])
  t.match(check.model.columns[1], { required: true, label: 'Note', size: null })
  t.equal(check.model.columns[2].defaultValue, 5)
  t.equal(check.model.columns[3].defaultValue, 1)
  t.equal(check.model.columns[4].defaultValue, 0)
  t.equal(check.model.module, 'Default')
  t.equal(check.model.nameAttribute, 'note', 'first required column')
  t.same(check.model.indices, [])
})

t.test('structure problems carry JSON paths, expectations and hints', async t => {
  t.same(checkTemplate([], context), { ok: false, problems: [{ field: '/', message: 'a template must be a JSON object' }] })
  t.same(checkTemplate(null, context), { ok: false, problems: [{ field: '/', message: 'a template must be a JSON object' }] })
  t.match(problems(tpl => { delete tpl.columns }), [{ field: '/columns', message: 'is required' }])
  t.match(problems(tpl => { tpl.columns.core.type = 'integr' }), [{ field: '/columns/core/type', message: /must be one of integer, double.*; did you mean "integer"\?/ }])
  t.match(problems(tpl => { tpl.columns.core.type = 42 }), [{ field: '/columns/core/type', message: 'must be a string' }])
  t.match(problems(tpl => { tpl.columns.core.requried = true }), [{ field: '/columns/core/requried', message: 'unknown key "requried"; did you mean "required"?' }])
  t.match(problems(tpl => { tpl.parentModle = 'holes' }), [{ field: '/parentModle', message: /did you mean "parentModel"/ }])
  t.same(problems(tpl => { tpl.columns.core.importSource = 'x'; tpl.columns.core.zzzzzzzzz = 1 }), [], 'unknown keys far from known ones are kept')
  t.match(problems(tpl => { tpl.columns.core.size = true }), [{ field: '/columns/core/size', message: 'must be an integer or a string or null' }])
  t.match(problems(tpl => { tpl.columns.core.required = 'yes' }), [{ field: '/columns/core/required', message: 'must be a boolean or 0 or 1 or "0" or "1"' }])
  t.match(problems(tpl => { tpl.indices = { bad: { columns: [] } } }), [{ field: '/indices/bad/columns', message: /fewer than 1/ }])
  t.match(problems(tpl => { tpl.indices = 'none' }), [{ field: '/indices', message: 'must be an object or []' }])
  t.match(problems(tpl => { tpl.columns.core.type = 'integr'; tpl.columns.analyst.size = -1; delete tpl.name }), [
    { field: '/name', message: 'is required' }, { field: '/columns/core/type' }, { field: '/columns/analyst/size' }
  ], 'every problem at once')
})

t.test('identifiers are checked before anything reaches SQL', async t => {
  t.match(problems(tpl => { tpl.columns['Core-Type'] = { type: 'string' } }), [{ field: '/columns/Core-Type', message: /not a valid column name/ }])
  t.match(problems(tpl => { tpl.table = 'x; drop table users' }), [{ field: '/table', message: /not a valid table name/ }])
  t.match(problems(tpl => { tpl.name = 'Bad Name'; delete tpl.table }), [{ field: '/name', message: /not a valid model name/ }])
  t.match(problems(tpl => { tpl.name = 'Bad'; tpl.table = 'Bad' }), [{ field: '/name', message: /nor is the table name/ }, { field: '/table' }])
  t.match(problems(tpl => { tpl.table = 'rs_user' }), [{ field: '/table', message: /reserved/ }])
  t.match(problems(tpl => { tpl.name = 'pg_probe'; delete tpl.table }), [{ field: '/name', message: /reserved/ }])
  t.match(problems(tpl => { tpl.table = 'holes' }), [{ field: '/table', message: 'table "holes" already belongs to model "holes"' }])
  t.match(problems(tpl => { tpl.name = 'sites'; delete tpl.table }), [], 'replacing a model keeps its own table')
  t.match(problems(tpl => { tpl.columns.xmin = { type: 'integer' } }), [{ field: '/columns/xmin', message: '"xmin" is a reserved name' }])
  t.match(problems(tpl => { tpl.columns.core.name = 'other' }), [{ field: '/columns/core/name', message: 'must equal the column\'s key "core"' }])
})

t.test('types, keys, defaults, formulas and validators', async t => {
  t.match(problems(tpl => { tpl.columns.id.type = 'string' }), [{ field: '/columns/id/type', message: 'the record id must be an integer' }])
  t.match(problems(tpl => { tpl.columns.core.primaryKey = true }), [{ field: '/columns/core/primaryKey' }])
  t.match(problems(tpl => { tpl.columns.depth = { type: 'pseudo' } }), [{ field: '/columns/depth/pseudoCalc' }])
  t.match(problems(tpl => { tpl.columns.core.defaultValue = 'abc' }), [{ field: '/columns/core/defaultValue', message: 'must be an integer' }])
  t.match(problems(tpl => { tpl.columns.top_depth.defaultValue = true }), [{ field: '/columns/top_depth/defaultValue', message: 'must be a number' }])
  t.match(problems(tpl => { tpl.columns.oriented.defaultValue = 'maybe' }), [{ field: '/columns/oriented/defaultValue', message: 'must be 0 or 1' }])
  t.match(problems(tpl => { tpl.columns.core_recovery_pc.calculate = '[nope] * 2' }), [{ field: '/columns/core_recovery_pc/calculate', message: 'unknown column [nope]' }])
  t.match(problems(tpl => { tpl.columns.core_recovery_pc.calculate = 'EVAL([core])' }), [{ message: /unknown function EVAL\(\)/ }])
  t.match(problems(tpl => { tpl.columns.core_recovery_pc.calculate = '[core] +' }), [{ message: /cannot parse formula/ }])
  t.match(problems(tpl => { tpl.columns.core_recovery_pc.calculate = 'core * 2' }), [{ message: /formula cannot be evaluated/ }])
  t.match(problems(tpl => { tpl.columns.remarks.calculate = '[core] * 2' }), [{ field: '/columns/remarks/calculate', message: /must be of type integer, double or pseudo/ }])
  t.match(problems(tpl => { tpl.columns.core.validator = 'roughly 5' }), [{ field: '/columns/core/validator', message: /cannot use validator "roughly 5"/ }])
  t.match(problems(tpl => { tpl.columns.analyst.selectListName = 'bad list!' }), [{ field: '/columns/analyst/selectListName', message: /not a valid value list name/ }])
  t.match(problems(tpl => { tpl.columns.analyst.selectListName = 'ANALYSTS' }), [{ message: 'value list "ANALYSTS" does not exist; did you mean "ANALYST"?' }])
  t.same(problems(tpl => { tpl.columns.analyst.selectListName = 'ANALYSTS' }, { models: hierarchy }), [], 'lists are checked only when known')
})

t.test('parents, name attributes, behaviors and indices', async t => {
  t.match(problems(tpl => { tpl.parentModel = 'hole' }), [{ field: '/parentModel', message: 'parent model "hole" does not exist; did you mean "holes"?' }])
  t.match(problems(tpl => { tpl.parentModel = 'sites' }), [{ field: '/parentModel', message: 'no column refers to parent "sites": add an integer column "site_id" or a relation to table "sites"' }])
  t.match(problems(tpl => { tpl.name = 'holes'; delete tpl.table; tpl.parentModel = 'holes' }), [{ field: '/parentModel', message: 'a model cannot be its own parent' }])
  t.match(problems(tpl => { tpl.columns.hole_id.type = 'string' }), [{ field: '/columns/hole_id/type', message: /must be an integer/ }])
  t.same(problems(tpl => { delete tpl.relations }), [], 'the parent column is found by name without a relation')
  t.match(problems(tpl => { tpl.nameAttribute = 'cor' }), [{ field: '/nameAttribute', message: '"cor" is not a stored column; did you mean "core"?' }])
  t.match(problems(tpl => { tpl.behaviors[0].parameters.fieldToFill = 'cor' }), [{ field: '/behaviors/0/parameters/fieldToFill', message: /did you mean "core"/ }])
  t.match(problems(tpl => { tpl.behaviors[0].parameters.fieldToFill = 3 }), [{ field: '/behaviors/0/parameters/fieldToFill', message: 'must name an integer or string column' }])
  t.match(problems(tpl => { tpl.behaviors[0].parameters.searchFields = ['nope'] }), [{ field: '/behaviors/0/parameters/searchFields' }])
  t.match(problems(tpl => { tpl.indices.hole_id__core.columns = ['hole_id', 'kore'] }), [{ field: '/indices/hole_id__core/columns/1', message: /did you mean "core"/ }])
  const withZeros = checkTemplate({ ...read(bundled, 'cores'), behaviors: [{ behaviorClass: 'LeadingZerosBehavior', parameters: { length: 3 } }] }, context)
  t.equal(withZeros.ok && withZeros.model.leadingZeros, 3)
  const badZeros = checkTemplate({ ...read(bundled, 'cores'), behaviors: [{ behaviorClass: 'LeadingZerosBehavior', parameters: [] }] }, context)
  t.equal(badZeros.ok && badZeros.model.leadingZeros, 3, 'defaults to 3 digits')
  t.match(problems(tpl => { tpl.behaviors = [{ behaviorClass: 'app\\behaviors\\UniqueCombinationAutoIncrementBehavior' }] }),
    [{ field: '/behaviors/0/parameters/fieldToFill' }], 'a running number needs its column')
  const hugeZeros = checkTemplate({ ...read(bundled, 'cores'), behaviors: [{ behaviorClass: 'LeadingZerosBehavior', parameters: { digits: 99 } }] }, context)
  t.equal(hugeZeros.ok && hugeZeros.model.leadingZeros, 3)
  const longKey = checkTemplate({ ...read(bundled, 'cores'), indices: { ['Idx-' + 'x'.repeat(80)]: { type: 'KEY', columns: ['core'] } } }, context)
  t.match(longKey.ok && longKey.model.indices[0].name, /^cores__[0-9a-f]{16}$/, 'long or odd index names are hashed')
})

t.test('suggestions', async t => {
  t.equal(suggest('integr', ['integer', 'double']), 'integer')
  t.equal(suggest('xyz', ['integer']), undefined)
  t.equal(suggest('hole', ['site_id', 'hole_id', 'hole_id_old']), 'hole_id', 'the start of a longer name')
  t.equal(suggest('', ['a']), undefined)
  t.equal(suggest('a', []), undefined)
})

t.test('mDIS variants: foreignkeys alias, explicit name attribute, parents without a name attribute', async t => {
  const loose = checkTemplate({ name: 'bags', columns: { note: { type: 'text' } } }, { models: new Map() })
  t.ok(loose.ok)
  const bags = new Map([['bags', (loose as { model: ModelDefinition }).model]])
  t.equal(bags.get('bags')!.nameAttribute, null, 'no required column, no name attribute')
  const viaAlias = checkTemplate({ name: 'items', nameAttribute: 'label', parentModel: 'bags', foreignkeys: { fk: { foreignTable: 'bags', localColumns: ['bag'] } }, columns: { bag: { type: 'integer' }, label: { type: 'string' } } }, { models: bags })
  t.match(viaAlias, { ok: true, model: { parentColumn: 'bag', nameAttribute: 'label' } })
  t.match(checkTemplate({ name: 'items', parentModel: 'bags', columns: { label: { type: 'string' } } }, { models: bags }),
    { ok: false, problems: [{ message: 'no column refers to parent "bags": add an integer column "bags_id" or a relation to table "bags"' }] })
  t.match(checkTemplate({ name: 'other', table: 'bags', columns: { a: { type: 'text' } } }, { models: bags }),
    { ok: false, problems: [{ field: '/table' }] })
  t.match(checkTemplate({ name: 'Other', table: 'bags', columns: { a: { type: 'text' } } }, { models: new Map([['x', { ...bags.get('bags')!, name: 'x' }]]) }),
    { ok: false, problems: [{ field: '/table', message: 'table "bags" already belongs to model "x"' }] })
  t.match(checkTemplate({ name: 'bags2', columns: { a: { type: 'text' } } }, { models: new Map([['x', { ...bags.get('bags')!, name: 'x', table: 'bags2' }]]) }),
    { ok: false, problems: [{ field: '/name', message: 'table "bags2" already belongs to model "x"' }] })
})
