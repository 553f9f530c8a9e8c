import type { Kysely } from 'kysely'
import { clipProblems } from '../../../infra/error-response.js'
import { existingTables } from '../../../../core/2-model/ddl.js'
import type { FormTemplates } from '../../../../core/4-lifecycle/form-changes.js'
import type { ModelLifecycle } from '../../../../core/4-lifecycle/lifecycle.js'
import type { StoredRow } from '../../../../core/4-lifecycle/store.js'

// The cg summary (mDIS /cg/api/summary): every registered model with its table and columns, whether the table
// exists (also when it is empty), the forms, the templates that failed to load, and the template files that the
// database copy does not accept.

export async function modelSummary (db: Kysely<any>, lifecycle: ModelLifecycle, forms: FormTemplates): Promise<Record<string, unknown>> {
  const { registry } = lifecycle.deps
  const models = registry.list().sort((a, b) => a.name.localeCompare(b.name)).map(m => m.definition)
  const tables = await existingTables(db, models.map(m => m.table))
  const rows = await db.selectFrom('rs_model_template').select(['name', 'updated_at']).where('deleted', '=', false).execute() as Array<Pick<StoredRow, 'name' | 'updated_at'>>
  const modified = new Map(rows.map(r => [r.name, Math.floor(r.updated_at.getTime() / 1000)]))
  return {
    modules: [...new Set(models.map(m => m.module))].sort(),
    models: models.map(m => ({
      name: m.name,
      module: m.module,
      table: m.table,
      parentModel: typeof m.template.parentModel === 'string' ? m.template.parentModel : '',
      parent: m.parent,
      fullName: m.fullName ?? m.name,
      columns: m.columns.map(c => c.name),
      isTableCreated: tables.has(m.table),
      modifiedAt: modified.get(m.name) ?? null
    })),
    forms: await forms.list(),
    failures: registry.failures().map(f => ({ ...f, problems: clipProblems(f.problems) })),
    disagreements: lifecycle.disagreements().map(d => ({ ...d, problems: clipProblems(d.problems) }))
  }
}
