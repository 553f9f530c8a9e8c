import type { Kysely } from 'kysely'
import type { FormTemplate } from '../../schemas/cg.js'

// The stored form templates (rs_form_template): name, the API name of the model, the template text as uploaded.

export interface StoredForm { name: string, model: string, form: FormTemplate, modifiedAt: number }

interface Row { name: string, model: string, source: string, updated_at: Date }

const stored = (r: Row): StoredForm =>
  ({ name: r.name, model: r.model, form: JSON.parse(r.source) as FormTemplate, modifiedAt: Math.floor(r.updated_at.getTime() / 1000) })

/** Every stored form (of `model`, when given), by name. */
export async function readForms (db: Kysely<any>, model?: string): Promise<StoredForm[]> {
  let query = db.selectFrom('rs_form_template').select(['name', 'model', 'source', 'updated_at']).orderBy('name')
  if (model !== undefined) query = query.where('model', '=', model)
  return (await query.execute() as Row[]).map(stored)
}

export async function readForm (db: Kysely<any>, name: string): Promise<StoredForm | undefined> {
  const row = await db.selectFrom('rs_form_template').select(['name', 'model', 'source', 'updated_at']).where('name', '=', name).executeTakeFirst()
  return row === undefined ? undefined : stored(row as Row)
}

export async function insertForm (db: Kysely<any>, name: string, model: string, source: string): Promise<void> {
  await db.insertInto('rs_form_template').values({ name, model, source }).execute()
}

export async function updateForm (db: Kysely<any>, name: string, values: { name?: string, model?: string, source?: string }): Promise<void> {
  await db.updateTable('rs_form_template').set({ ...values, updated_at: new Date() }).where('name', '=', name).execute()
}

/** A form new, or the next version of the form of its name (an upload, a package). */
export async function saveForm (db: Kysely<any>, form: FormTemplate, model: string): Promise<void> {
  const source = JSON.stringify(form)
  await db.insertInto('rs_form_template').values({ name: form.name, model, source })
    .onConflict(oc => oc.column('name').doUpdateSet({ model, source, updated_at: new Date() })).execute()
}

export async function deleteForm (db: Kysely<any>, name: string): Promise<void> {
  await db.deleteFrom('rs_form_template').where('name', '=', name).execute()
}
