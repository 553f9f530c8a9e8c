import t from 'tap'
import { igsnTag } from '../../../core/2-model/identifiers.js'
import { bind } from '../../../core/2-model/statements.js'
import { bundledRegistry, bundledTemplate, registryOf } from '../../helpers/models.js'

// The one-statement create (core/2-model/create-statement.ts), compiled without a database: its SQL text and
// parameters (the data API prepares statements by text; test/plugins/routes/records/create.test.ts runs them).

const registry = bundledRegistry()
const cores = registry.get('cores')!

t.test('the create statement of a server-numbered child: parent share-locked, running number, combined_id, IGSN, JSON answer', async t => {
  const holes = registry.get('holes')!
  const columns = ['hole_id', 'core_type', 'top_depth']
  const statement = cores.queries.createAtOnce(columns, holes.queries, igsnTag(cores.definition), 'public.cores_id_seq')
  t.equal(cores.queries.createAtOnce([...columns], holes.queries, 'C', 'public.cores_id_seq'), statement, 'compiled once per set of given columns')
  t.not(cores.queries.createAtOnce(['hole_id', 'core_type'], holes.queries, 'C', 'public.cores_id_seq'), statement, 'other columns, another statement')
  const text = statement.sql
  t.match(text, /^with x as \(select \* from rows from \(json_to_recordset\(\$1::json\) as \("hole_id" integer, "core_type" varchar, "top_depth" double precision\)\)\s+with ordinality as x \("hole_id", "core_type", "top_depth", "__o"\)\), /,
    'the given rows, each column typed as its table column without a length, numbered by __o')
  t.match(text, /, i as \(select x\."__o", nextval\('public\.cores_id_seq'::regclass\) as id from x\), /, 'each row its id from the sequence, before the insert')
  t.match(text, /, p as \(select x\."__o", "t"\."id" as "id", "t"\."combined_id" as "combined_id", "t"\."site_id" as "site_id", "a1"\."expedition_id" as "expedition_id", "a2"\."program_id" as "program_id" from x join "holes" as "t" on "t"\."id" = "x"\."hole_id" left join "sites" as "a1" on "a1"\."id" = "t"\."site_id" left join "expeditions" as "a2" on "a2"\."id" = "a1"\."expedition_id" for share of "t"\),/,
    'the parent\'s identity, share-locked: it cannot go while its child goes in')
  t.match(text, /ins as \(insert into "cores" \("hole_id", "core_type", "top_depth", "core", "id", "combined_id", "igsn"\)\s+select "x"\."hole_id", "x"\."core_type", /)
  t.match(text, /, coalesce\("x"\."top_depth", \(select s\."bottom_depth" from "cores" s where s\."hole_id" = "x"\."hole_id"\s+and "s"\."core" is not null order by "s"\."core" desc limit 1\)\), n\.v, i\.id, /,
    'an empty top depth takes the last sibling\'s bottom depth (by running number); the running number is n.v')
  t.match(text, /, i\.id, case when p\.combined_id is null then n\.v::text else p\.combined_id \|\| '_' \|\| n\.v::text end, /, 'combined_id: the parent\'s, _, the running number')
  t.match(text, /, g as \(select distinct on \(p\.id\) p\.id, lpad\(left\(upper\(regexp_replace\(coalesce\(coalesce\(\(select named\."program" from "programs" named where named\.id = "p"\."program_id"\)::text, \$2::text\)::text, ''\), '\[\^A-Za-z0-9\]', '', 'g'\)\), 4\), 4, '0'\) \|\| lpad\(left\(upper\(regexp_replace\(coalesce\(\(select named\."expedition" from "expeditions" named where named\.id = "p"\."expedition_id"\)::text, ''\), '\[\^A-Za-z0-9\]', '', 'g'\)\), 4\), 4, '0'\) as codes from p\),/,
    'the IGSN: the program code (else the configured prefix, $2), the expedition code, once per parent')
  const digit = (power: number) => `substr\\('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ', \\(\\(i\\.id::bigint \\+ 1679616\\) \\/ ${power} % 36\\)::int \\+ 1, 1\\)`
  t.match(text, new RegExp(`, g\\.codes \\|\\| 'E' \\|\\| 'C' \\|\\| \\(${[1, 36, 1296, 46656, 1679616].map(digit).join(' \\|\\| ')} \\|\\| case when \\(i\\.id::bigint \\+ 1679616\\) >= 60466176 then ${digit(60466176)} else '' end\\) from x `),
    '... E, the object tag and the id in base 36, least significant digit first')
  t.match(text, / from x join i on i\."__o" = x\."__o" join p on p\."__o" = x\."__o" join g on g\.id = p\.id, lateral \(select coalesce\(max\("core"\), 0\) \+ 1 as v from "cores" where "hole_id" = "x"\."hole_id"\) n returning \*\)/,
    'a row without its parent inserts nothing; the next running number inside the parent')
  t.match(text, /\s+select i\."__o", row_to_json\(r\)::text as body from ins join i on i\.id = ins\.id join p on p\."__o" = i\."__o" cross join a, lateral \(select "ins"\."id" as "id", "ins"\."hole_id" as "hole_id", "ins"\."core" as "core", "ins"\."combined_id" as "combined_id", /,
    'the answer: the record as JSON text, as the by-id read gives it')
  t.match(text, /"ins"\."core_ondeck"::text as "core_ondeck", .*"p"\."site_id" as "site_id", "p"\."expedition_id" as "expedition_id", "p"\."program_id" as "program_id", json_build_object\('filter', json_build_object\('expedition', "p"\."expedition_id", 'site', "p"\."site_id", 'hole', "ins"\."hole_id", 'core', "ins"\."id"\),\s+'files', '\[\]'::json\) as "archive_files"\) as r$/s,
    'higher ancestor ids from the parent\'s identity; a new record has no files')
  const rows = JSON.stringify([{ hole_id: 3, core_type: 'R', top_depth: null }])
  t.match(text, /returning \*\),\s+h as \(insert into rs_history \(tbl, record_id, version, op, action, user_id, username, changes\)\s+select 'cores', ins\.id, 1, 'c', \$3::text, nullif\(\$4::text, ''\)::integer, nullif\(\$5::text, ''\), jsonb_strip_nulls\(to_jsonb\(ins\.\*\)\) - 'id' from ins\),\s+a as \(select set_config\('rs\.written', 'cores', true\) as w\)\s+select /,
    'each new record\'s first version, by whom, written by the statement (the history trigger told to write nothing)')
  t.same(bind(statement, [rows, 'GFZ', '7', 'ana', 'create']).parameters, [rows, 'GFZ', 'create', '7', 'ana'], 'the rows as JSON, the IGSN prefix, the action, the user\'s id and name: nothing else bound')
})

t.test('the create statement of a top-level model', async t => {
  const programs = registry.get('programs')!
  const statement = programs.queries.createAtOnce(['program', 'program_name'], null, igsnTag(programs.definition), 'public.programs_id_seq')
  t.equal(statement.sql, `with x as (select * from rows from (json_to_recordset($1::json) as ("program" varchar, "program_name" varchar))
      with ordinality as x ("program", "program_name", "__o")), i as (select x."__o", nextval('public.programs_id_seq'::regclass) as id from x),
    ins as (insert into "programs" ("program", "program_name", "id")
      select "x"."program", "x"."program_name", i.id from x join i on i."__o" = x."__o" returning *),
    h as (insert into rs_history (tbl, record_id, version, op, action, user_id, username, changes)
      select 'programs', ins.id, 1, 'c', $2::text, nullif($3::text, '')::integer, nullif($4::text, ''), jsonb_strip_nulls(to_jsonb(ins.*)) - 'id' from ins),
    a as (select set_config('rs.written', 'programs', true) as w)
    select i."__o", row_to_json(r)::text as body from ins join i on i.id = ins.id cross join a, lateral (select "ins"."id" as "id", "ins"."program" as "program", "ins"."program_name" as "program_name", "ins"."remarks" as "remarks") as r`,
  'no parent to lock, no running number, no combined_id or IGSN: the given columns and the id')
  t.same(bind(statement, ['[{"program":"X"}]', 'GFZ', '', '', 'create']).parameters, ['[{"program":"X"}]', 'create', '', ''], 'no IGSN: no prefix')
})

t.test('the create statement takes many rows at once; without JSON reads it answers the columns', async t => {
  const holes = registry.get('holes')!
  const statement = cores.queries.createAtOnce(['hole_id'], holes.queries, 'C', 'public.cores_id_seq')
  const rows = JSON.stringify([{ hole_id: 3 }, { hole_id: 4 }, { hole_id: 3 }])
  const bound = bind(statement, [rows, 'GFZ', '1', 'admin', 'import'])
  t.equal(bound.sql, statement.sql, 'one text for one row or many')
  t.same(bound.parameters, [rows, 'GFZ', 'import', '1', 'admin'], 'the action of the versions before their user (in the order of the text)')
  // an import's statement: rows of one hole together, numbered in their order, the last number of each hole read once
  const imported = cores.queries.createAtOnce(['hole_id'], holes.queries, 'C', 'public.cores_id_seq', true).sql
  t.match(imported, /r as \(select x\."__o", row_number\(\) over \(partition by "x"\."hole_id" order by x\."__o"\) as k from x\)/, 'rows of one hole numbered in their order')
  t.match(imported, /m as materialized \(select d\.\*, \(select coalesce\(max\(c\."core"\), 0\) from "cores" c where c\."hole_id" = d\."hole_id"\) as top\s+from \(select distinct "x"\."hole_id" as "hole_id" from x\) d\)/,
    'the last number of each hole read once (materialized: not again for every row that uses it)')
  t.match(imported, /join r on r\."__o" = x\."__o" join m on m\."hole_id" = "x"\."hole_id" returning \*\)/)
  t.match(imported, /\(m\.top \+ r\.k\)/, 'the running number: the hole\'s last + the row\'s place')
  t.match(imported, /\s+select i\."__o", i\.id from ins join i on i\.id = ins\.id cross join a$/, 'only the ordinals and ids of the rows made answered')
  t.match(bound.sql, /json_to_recordset\(\$1::json\) as \("hole_id" integer\)\)\s+with ordinality as x \("hole_id", "__o"\)/)
  t.match(bound.sql, /from x join i on i\."__o" = x\."__o" join p on p\."__o" = x\."__o" join g on g\.id = p\.id, lateral \(select coalesce\(max\("core"\), 0\) \+ 1 as v from "cores" where "hole_id" = "x"\."hole_id"\) n returning \*\)/,
    'every row its own parent, running number and id, joined by its ordinal')
  t.match(bound.sql, /insert into "cores" \("hole_id", "core", "top_depth", "id", "combined_id", "igsn"\)\s+select "x"\."hole_id", n\.v, \(select s\."bottom_depth" from "cores" s where/, 'a sibling default not given: the last sibling\'s value alone')
  // a model with a formula computed on read answers its columns and ancestor ids (toRecord computes the rest)
  const local = registryOf([...['programs', 'expeditions', 'sites', 'holes'].map(bundledTemplate), {
    name: 'logs',
    parentModel: 'holes',
    columns: { hole_id: { type: 'integer' }, depth: { type: 'double' }, twice: { type: 'pseudo', calculate: '[depth] * 2' } }
  }])
  const logs = local.get('logs')!.queries.createAtOnce(['hole_id'], local.get('holes')!.queries, null, 'public.logs_id_seq')
  t.match(logs.sql, /ins as \(insert into "logs" \("hole_id", "id"\)\s+select "x"\."hole_id", i\.id from x join i on i\."__o" = x\."__o" join p on p\."__o" = x\."__o" returning \*\)/)
  t.match(logs.sql, /\s+select i\."__o", ins\.\*, p\."site_id", p\."expedition_id", p\."program_id" from ins join i on i\.id = ins\.id join p on p\."__o" = i\."__o" cross join a$/,
    'the inserted row and the higher ancestor ids, no JSON')
  const none = registry.get('programs')!.queries.createAtOnce([], null, null, 'public.programs_id_seq')
  t.match(none.sql, /^with x as \(select \* from json_array_elements\(\$1::json\) with ordinality as x \(row, "__o"\)\), /, 'no given column: the rows are only counted')
  t.match(none.sql, /ins as \(insert into "programs" \("id"\)\s+select i\.id from x join i on i\."__o" = x\."__o" returning \*\)/)
  t.same(bind(none, ['[{},{}]', 'GFZ', '', '', 'create']).parameters, ['[{},{}]', 'create', '', ''])
})

t.test('the create statement: padded combined_id, IGSN codes from the parent or none, higher ancestor ids from the parent', async t => {
  const local = registryOf([...['programs', 'expeditions'].map(bundledTemplate), {
    name: 'slots',
    parentModel: 'expeditions',
    nameAttribute: 'slot',
    // program_id is a higher ancestor's id: it comes from the parent's identity, not from the row
    columns: { expedition_id: { type: 'integer' }, slot: { type: 'integer' }, combined_id: { type: 'string' }, igsn: { type: 'string' }, program_id: { type: 'integer' } },
    behaviors: [{ behaviorClass: 'LeadingZerosBehavior', parameters: { length: 3 } }]
  }, { name: 'tops', nameAttribute: 'top', columns: { top: { type: 'string' }, combined_id: { type: 'string' }, igsn: { type: 'string' } } }])
  const slots = local.get('slots')!.queries.createAtOnce(['expedition_id', 'slot'], local.get('expeditions')!.queries, 'S', 'seq')
  const padded = `case when "x"."slot"::text ~ '^[0-9]+$' then lpad("x"."slot"::text, 3, '0') else "x"."slot"::text end`
  t.ok(slots.sql.includes(`, i.id, case when p.combined_id is null then ${padded} else p.combined_id || '_' || ${padded} end, `), 'LeadingZerosBehavior pads a number')
  t.match(slots.sql, /p as \(select x\."__o", "t"\."id" as "id", "t"\."combined_id" as "combined_id", "t"\."program_id" as "program_id" from x join "expeditions" as "t" on "t"\."id" = "x"\."expedition_id" for share of "t"\)/)
  t.match(slots.sql, /\(select named\."program" from "programs" named where named\.id = "p"\."program_id"\)/)
  t.match(slots.sql, /\(select named\."expedition" from "expeditions" named where named\.id = "p"\."id"\)/, 'the parent is the expedition: its id is p.id')
  t.match(slots.sql, /"ins"\."igsn" as "igsn", "p"\."program_id" as "program_id", json_build_object\('filter', json_build_object\('expedition', "ins"\."expedition_id"\),/,
    'a column named like a higher ancestor id answers the ancestor\'s')
  t.match(local.get('slots')!.queries.byIdJson([1]).sql, /"t"\."igsn" as "igsn", "a1"\."program_id" as "program_id", json_build_object/, '... as the by-id read does')
  const tops = local.get('tops')!.queries
  t.match(tops.createAtOnce(['top'], null, 'T', 'seq').sql,
    /select "x"\."top", i\.id, "x"\."top"::text, lpad\(left\(upper\(regexp_replace\(coalesce\(coalesce\(null::text, \$2::text\)::text, ''\), '\[\^A-Za-z0-9\]', '', 'g'\)\), 4\), 4, '0'\) \|\| lpad\(left\(upper\(regexp_replace\(coalesce\(null::text, ''\)/,
    'no parent: combined_id is the name; no program or expedition: the prefix and 0000')
  t.match(tops.createAtOnce([], null, 'T', 'seq').sql, /insert into "tops" \("id", "combined_id", "igsn"\)\s+select i\.id, null::text, /, 'no name given: no combined_id')
})
