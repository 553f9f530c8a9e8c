import t from 'tap'
import { destructiveChanges } from '../../../core/4-lifecycle/additive.js'
import { checkTemplate } from '../../../core/1-templates/check.js'
import type { ModelDefinition } from '../../../core/1-templates/definition.js'
import { bundledRegistry } from '../../helpers/models.js'

const models = bundledRegistry().definitions()
const define = (template: unknown): ModelDefinition => {
  const check = checkTemplate(template, { models })
  if (!check.ok) throw new Error(JSON.stringify(check.problems))
  return check.model
}

t.test('additive changes pass; removed or unstored columns, another table or parent are named', async t => {
  const v1 = define({ name: 'boxes', columns: { label: { type: 'string' }, n: { type: 'integer' }, shown: { type: 'pseudo', pseudoCalc: 'label' } } })
  t.same(destructiveChanges(v1, define({ name: 'boxes', columns: { label: { type: 'text' }, n: { type: 'integer' }, extra: { type: 'date' } } })), [],
    'new and widened columns; a computed column may go')
  t.same(destructiveChanges(v1, define({ name: 'boxes', table: 'crates', parentModel: 'programs', columns: { program_id: { type: 'integer' }, n: { type: 'pseudo', pseudoCalc: 'x' } } })), [
    { field: '/table', message: 'must stay "boxes": the table of an existing model cannot change' },
    { field: '/parentModel', message: 'must stay empty: the parent of an existing model cannot change' },
    { field: '/columns/label', message: '"label" holds data and cannot be removed: only additive changes are allowed' },
    { field: '/columns/n', message: '"n" holds data and cannot become a pseudo column: only additive changes are allowed' }
  ])
  const child = define({ name: 'boxes', parentModel: 'cores', columns: { core_id: { type: 'integer' } } })
  t.same(destructiveChanges(child, define({ name: 'boxes', columns: { core_id: { type: 'integer' } } })),
    [{ field: '/parentModel', message: 'must stay "cores": the parent of an existing model cannot change' }])
})
