import type { Template } from '../../schemas/template.js'

// cg duplicate?type=model (mDIS): a copy of a model template under a new name, with its own table, no mDIS FullName
// (it would name the original) and relation keys that named the old table renamed after the new one. The copy is
// then created like any new template, with the same checks.

export function duplicateTemplate (template: Template, newName: string): Template {
  const { fullName: _, ...copy } = structuredClone(template)
  const oldTable = template.table ?? template.name
  const duplicate: Template = { ...copy, name: newName, table: newName }
  if (copy.relations !== undefined && !Array.isArray(copy.relations)) {
    duplicate.relations = Object.fromEntries(Object.entries(copy.relations).map(([key, relation]) => {
      const name = key.split(oldTable).join(newName)
      return [name, relation.name === undefined ? relation : { ...relation, name }]
    }))
  }
  return duplicate
}
