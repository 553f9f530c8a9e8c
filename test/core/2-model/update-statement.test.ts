import t from 'tap'
import { bind } from '../../../core/2-model/statements.js'
import { bundledRegistry, registryOf, bundledTemplate } from '../../helpers/models.js'

// The one-statement update (core/2-model/update-statement.ts) and which columns it may write (update-plan.ts),
// compiled without a database; test/plugins/routes/records/update-at-once.test.ts runs it.

const registry = bundledRegistry()

t.test('the update statement: the rows as JSON, each record read with its version, changed, its version written, answered', async t => {
  const programs = registry.get('programs')!
  const statement = programs.queries.updateAtOnce(['remarks', 'program_name'])
  t.equal(statement.sql, `with x as (select * from rows from (json_to_recordset($1::json) as ("remarks" text, "program_name" varchar, "__id" integer, "__e" integer[]))
      with ordinality as x ("remarks", "program_name", "__id", "__e", "__o")),
    o as (select t.*, v."__v", x."__o" from x join "programs" t on t.id = x."__id", lateral (select (select coalesce(max(h.version), 0) from rs_history h where h.tbl = 'programs' and h.record_id = t.id) as "__v") v
      where x."__e" is null or v."__v" = any(x."__e")),
    u as (update "programs" t set "remarks" = "x"."remarks", "program_name" = "x"."program_name" from x join o on o."__o" = x."__o" where t.id = o.id returning t.*, o."__o"),
    j as materialized (select u."__o", u.id, o."__v", to_jsonb(u.*) - '__o' as after, to_jsonb(o.*) as before from u join o on o."__o" = u."__o"),
    c as (select j."__o", j.id, j."__v", (select jsonb_object_agg(e.key, jsonb_build_object('from', j.before -> e.key, 'to', e.value)) from jsonb_each(j.after) e where e.value is distinct from j.before -> e.key) as changes from j),
    h as (insert into rs_history (tbl, record_id, version, op, action, user_id, username, changes)
      select 'programs', c.id, c."__v" + 1, 'u', $2::text, nullif($3::text, '')::integer, nullif($4::text, ''), c.changes from c where c.changes is not null),
    a as (select set_config('rs.written', 'programs', true) as w)
    select c."__o", row_to_json(r)::text as body, (c."__v" + (c.changes is not null)::integer)::integer as version
    from ((select "t"."id" as "id", "t"."program" as "program", "t"."program_name" as "program_name", "t"."remarks" as "remarks" from "u" as "t")) as r join c on c.id = r.id cross join a`)
  t.same(bind(statement, ['[]', '7', 'ana', 'update']).parameters, ['[]', 'update', '7', 'ana'], 'the rows, then the action, the user\'s id and name')
  t.equal(programs.queries.updateAtOnce(['remarks', 'program_name']), statement, 'compiled once per set of columns')
})

t.test('a child\'s answer reads its ancestors and files from the updated row', async t => {
  const { sql } = registry.get('cores')!.queries.updateAtOnce(['remarks'])
  t.match(sql, /from "u" as "t" left join "holes" as "a1" on "a1"\."id" = "t"\."hole_id"/)
  t.match(sql, /'core', "t"\."id"\)/)
})

t.test('the columns an update may write in one statement', async t => {
  const plan = (name: string) => registry.get(name)!.updatePlan
  t.same([...plan('programs')!], ['program_name', 'remarks'], 'not the name')
  const cores = plan('cores')!
  for (const column of ['remarks', 'top_depth', 'core_type', 'analyst']) t.ok(cores.has(column), `cores: ${column}`)
  for (const column of ['id', 'core', 'hole_id', 'combined_id', 'igsn', 'core_recovery', 'drilled_length', 'core_recovery_pc']) {
    t.notOk(cores.has(column), `cores: not ${column} (a rule follows it, or the service computes it)`)
  }
  t.equal(plan('core_section'), null, 'a copied default may change on any update')
  t.equal(plan('holes'), null, 'a formula computed on read')
  const only = bundledTemplate('programs')
  only.columns = Object.fromEntries(Object.entries(only.columns as Record<string, unknown>).filter(([name]) => ['id', 'program'].includes(name)))
  t.equal(registryOf([only]).get('programs')!.updatePlan, null, 'no column left to write')
})
