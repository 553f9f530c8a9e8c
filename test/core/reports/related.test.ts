import t from 'tap'
import type { ModelDefinition } from '../../../core/1-templates/definition.js'
import type { Principal } from '../../../core/auth/sessions.js'
import { namingColumn, Reading } from '../../../core/reports/related.js'
import { bundledRegistry, compileOnly } from '../../helpers/models.js'

// What the drilling reports read beyond their records (core/reports/related.ts): the models above and below, found
// by the column naming their records; a report without them, or without a column it reads, is not available (404).
// (The reports' own tests reach these through HTTP; here the models an installation may lack.)

t.test('the models a report reads', async t => {
  const registry = bundledRegistry()
  const principal: Principal = { id: 1, username: 'viewer', email: null, roles: ['viewer'], permissions: ['form-*:view'], sessionId: 's' }
  const reading = new Reading('Overview', compileOnly, registry, principal)
  const cores = registry.get('cores')!
  const message = (fn: () => unknown): unknown => {
    try {
      fn()
      return 'no error'
    } catch (error) {
      return [(error as { statusCode: number }).statusCode, (error as Error).message]
    }
  }

  t.equal(namingColumn(cores.definition), 'core')
  t.equal(namingColumn({ ...cores.definition, nameAttribute: null } satisfies ModelDefinition), 'id', 'a model naming its records by nothing else')
  t.equal(reading.child(cores, 'section', ['curated_length']).name, 'core_section')
  t.same(reading.ancestor(cores, 'site', []), { model: registry.get('sites'), key: 'site_id' })
  t.same(message(() => reading.child(cores, 'corebox', [])), [404, 'Report "Overview" reads the corebox records below cores; there is no model of them.'])
  t.same(message(() => reading.find('the splits kept in core boxes', m => m.definition.behaviors.corebox !== null, [])),
    [404, 'Report "Overview" reads the splits kept in core boxes; there is no model of them.'])
  t.same(message(() => reading.ancestor(registry.get('programs')!, 'hole', [])), [404, 'Report "Overview" reads the hole above programs; no model of them is above it.'])
  t.same(message(() => reading.use(cores, ['core', 'drillers_top_depth', 'core_top_depth'])),
    [404, 'Report "Overview" reads the columns drillers_top_depth, core_top_depth of the model "cores", which it does not have.'])
})
