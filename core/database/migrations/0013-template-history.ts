import { sql, type Kysely, type Migration } from 'kysely'
import { hashOf } from './0006-template-versions.js'

// The versions of a model's template with who made them and when (issue 28, GET /cg/api/history): each row of
// rs_model_template_version becomes one version — its number per model, the time (UTC), the user (null: the
// service itself, e.g. a start-up that loaded a template file), the action (create, update, drop) and the template
// text (null for a drop). A template may come back to an earlier text, so a version is keyed by its number, not its
// hash. The versions kept before this migration are numbered in no known order but the current copy's last (a
// dropped model's: then its drop); only that one still has its text and time.

interface Copy { name: string, source: string, deleted: boolean }

export const templateHistory: Migration = {
  async up (db: Kysely<any>) {
    await sql`alter table rs_model_template_version add column version integer, add column at timestamp(0),
      add column user_id integer, add column username text, add column action text, add column source text,
      drop constraint rs_model_template_version_pkey`.execute(db)
    const copies = new Map((await sql<Copy>`select name, source, deleted from rs_model_template`.execute(db)).rows.map(c => [c.name, c]))
    const byName = new Map<string, Array<{ hash: string }>>()
    for (const row of (await sql<{ name: string, hash: string }>`select name, hash from rs_model_template_version order by name, hash`.execute(db)).rows) {
      byName.set(row.name, [...byName.get(row.name) ?? [], row])
    }
    const when = (name: string) => sql`(select updated_at at time zone 'utc' from rs_model_template where name = ${name})`
    for (const [name, rows] of byName) {
      // (every version was a copy's: copies are never removed, a dropped model's is a tombstone)
      const copy = copies.get(name)!
      const current = hashOf(copy.source)
      const ordered = [...rows.filter(r => r.hash !== current), ...rows.filter(r => r.hash === current)]
      for (const [i, { hash }] of ordered.entries()) {
        const latest = hash === current
        await sql`update rs_model_template_version set version = ${i + 1}, action = ${i === 0 ? 'create' : 'update'},
          source = ${latest ? copy.source : null}, at = ${latest && !copy.deleted ? when(name) : null}
          where name = ${name} and hash = ${hash}`.execute(db)
      }
      if (copy.deleted) {
        await sql`insert into rs_model_template_version (name, hash, version, action, at) values (${name}, ${current}, ${ordered.length + 1}, 'drop', ${when(name)})`.execute(db)
      }
    }
    await sql`alter table rs_model_template_version alter column version set not null, alter column action set not null,
      add constraint rs_model_template_version_pkey primary key (name, version)`.execute(db)
  },
  async down (db: Kysely<any>) {
    // one row per hash again, as released before
    await sql`delete from rs_model_template_version v using rs_model_template_version w
      where w.name = v.name and w.hash = v.hash and w.version < v.version`.execute(db)
    await sql`alter table rs_model_template_version drop constraint rs_model_template_version_pkey,
      drop column version, drop column at, drop column user_id, drop column username, drop column action, drop column source,
      add constraint rs_model_template_version_pkey primary key (name, hash)`.execute(db)
  }
}
