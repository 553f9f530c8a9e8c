import t from 'tap'
import { lineage } from '../../../core/2-model/compile.js'
import { bundledRegistry, bundledTemplate, compileOnly, registryOf } from '../../helpers/models.js'

const registry = bundledRegistry()
const cores = registry.get('cores')!
const sections = registry.get('core_section')!
const sql = (q: { compile: () => { sql: string, parameters: readonly unknown[] } }) => q.compile()

t.test('lineage: ancestors from the parent up, joined as far as needed', async t => {
  t.same(cores.ancestors.map(a => [a.model.name, a.key, a.ref]), [
    ['holes', 'hole_id', 't.hole_id'], ['sites', 'site_id', 'a1.site_id'],
    ['expeditions', 'expedition_id', 'a2.expedition_id'], ['programs', 'program_id', 'a3.program_id']
  ])
  t.same(cores.archiveLevels, ['expedition', 'site', 'hole', 'core'])
  t.equal(cores.archiveLevel, 'core')
  t.same(sections.archiveLevels, ['expedition', 'site', 'hole', 'core', 'section'])
  t.same(registry.get('programs')!.archiveLevels, [])
  t.same(registry.get('expeditions')!.archiveLevels, ['expedition'])
  const definitions = registry.definitions()
  t.throws(() => lineage(definitions.get('cores')!, name => name === 'holes' ? undefined : definitions.get(name)), /ancestor "holes" is missing/)
})

t.test('the list statement: the page, one row more, and the bounded count in one round trip', async t => {
  const { sql: text, parameters } = cores.queries.list({
    conditions: [{ field: 'site_id', op: 'eq', value: 3 }, { field: 'core_type', op: 'contains', value: '50%' }],
    sort: [{ field: 'top_depth', desc: true }, { field: 'core', desc: false }],
    limit: 21,
    offset: 40,
    countLimit: 10001
  })
  t.match(text, /^select "t"\."id" as "id", "t"\."hole_id" as "hole_id", "t"\."core" as "core",/)
  t.match(text, /"t"\."rqd_intensity" as "rqd_intensity", "a1"\."site_id" as "site_id", "a2"\."expedition_id" as "expedition_id", "a3"\."program_id" as "program_id"/)
  t.match(text, /\(select coalesce\(json_agg\(json_build_object\('id', "f"\."id", .*to_char\("f"\."upload_date", 'YYYY-MM-DD HH24:MI:SS'\).*\) order by f.id\), '\[\]'::json\)\s+from rs_archive_file f where "f"\."core_id" = "t"\."id"\) as "archive_files", "t"\."__s0", "t"\."__s1", case when \(select coalesce\(sum\(n\), 0\)::bigint from rs_change where tbl in \('cores', 'holes', 'sites', 'expeditions', 'programs', 'rs_value_list', 'rs_value_list_item', 'rs_archive_file'\)\) = \$1 then \$2::int else \(select count\(\*\)::int from \(select 1 as "one" from "cores" as "t" left join "holes" as "a1" .* limit \$7\) as c\) end as __total, \(select coalesce\(sum\(n\), 0\)::bigint from rs_change .*\) as __version/s, 'the count only when a table it reads changed')
  t.match(text, /from \(select "t"\.\*, "t"\."top_depth" as "__s0", "t"\."core" as "__s1" from "cores" as "t" left join "holes" as "a1" on "a1"\."id" = "t"\."hole_id" left join "sites" as "a2" on "a2"\."id" = "a1"\."site_id" left join "expeditions" as "a3" on "a3"\."id" = "a2"\."expedition_id" where/)
  t.match(text, /where \("a1"\."site_id" = \$8 and \("t"\."core_type"::text ilike \$9 or "t"\."core_type"::text in \(select i\.display from rs_value_list_item i\s+join rs_value_list l on l\.id = i\.list_id where l\.name = \$10 and i\.remark ilike \$11\)\)\) order by "t"\."top_depth" desc, "t"\."core" asc, "t"\."id" limit \$12 offset \$13\) as "t" left join "holes" as "a1" on "a1"\."id" = "t"\."hole_id" .*\s+order by "t"\."__s0" desc, "t"\."__s1" asc, "t"\."id"$/s, 'files and ancestors only for the rows of the page')
  t.same(parameters, [-1, 0, 3, '%50\\%%', 'CORE_TYPE', '%50\\%%', 10001, 3, '%50\\%%', 'CORE_TYPE', '%50\\%%', 21, 40])
  const again = cores.queries.list({ conditions: [{ field: 'site_id', op: 'eq', value: 4 }, { field: 'core_type', op: 'contains', value: 'x' }], sort: [{ field: 'top_depth', desc: true }, { field: 'core', desc: false }], limit: 3, offset: 0, countLimit: 5, known: { version: 12, total: 3 } })
  t.equal(again.sql, text, 'one text per shape: compiled once, bound to each request\'s values')
  t.same(again.parameters, [12, 3, 4, '%x%', 'CORE_TYPE', '%x%', 5, 4, '%x%', 'CORE_TYPE', '%x%', 3, 0])
  const own = cores.queries.list({ conditions: [{ field: 'hole_id', op: 'eq', value: 7 }], sort: [{ field: 'core', desc: true }], limit: 21, offset: 20, countLimit: 11 })
  t.match(own.sql, /from \(select 1 as "one" from "cores" as "t" where "t"\."hole_id" = \$3 limit \$4\) as c\) end as __total, .* as __version\s+from \(select "t"\.\*, "t"\."core" as "__s0" from "cores" as "t" where "t"\."hole_id" = \$5 order by/, 'no ancestor joins where no ancestor id is read')
  const after = cores.queries.list({ conditions: [], sort: [{ field: 'analyst', desc: false }, { field: 'top_depth', desc: true }], after: [null, 2.5, 9], limit: 21, offset: 0, countLimit: 11 })
  t.match(after.sql, /where \(\("t"\."analyst" is null and "t"\."top_depth" < \$4\) or \("t"\."analyst" is null and "t"\."top_depth" = \$5 and "t"\."id" > \$6\)\) order by/, 'null sorts last ascending: nothing beyond a null but its ties')
  t.same(after.parameters, [-1, 0, 11, 2.5, 2.5, 9, 21, 0])
  const json = cores.queries.list({ conditions: [{ field: 'hole_id', op: 'eq', value: 7 }], sort: [{ field: 'core', desc: true }], limit: 21, offset: 20, countLimit: 11, json: true })
  t.match(json.sql, /^select row_to_json\(r\)::text as body, "t"\."id", "t"\."__s0", case when /, 'as JSON: the record\'s text, its id and sort keys')
  t.match(json.sql, /from \(select "t"\.\*, "t"\."core" as "__s0" from "cores" as "t" where "t"\."hole_id" = \$5 order by "t"\."core" desc, "t"\."id" limit \$6 offset \$7\) as "t" left join "holes" as "a1" on "a1"\."id" = "t"\."hole_id" .* cross join lateral \(select "t"\."id" as "id", "t"\."hole_id" as "hole_id", .*"a3"\."program_id" as "program_id", json_build_object\('filter', .*\) as "archive_files"\) as r\s+order by "t"\."__s0" desc, "t"\."id"$/s,
    'built from the page\'s rows and their ancestors, as a by-id read builds it')
  t.same(json.parameters, own.parameters)
  t.not(json.sql, own.sql, 'a statement of its own')
})

t.test('the change version: the counters of every table a list page reads', async t => {
  t.same(cores.queries.listTables, ['cores', 'holes', 'sites', 'expeditions', 'programs', 'rs_value_list', 'rs_value_list_item', 'rs_archive_file'])
  // holes: what its pseudo columns sum of its cores, its files; an n:m relation's connection table once both models are there
  const holes = registry.get('holes')!
  t.same(holes.queries.listTables, ['holes', 'sites', 'expeditions', 'programs', 'rs_value_list', 'rs_value_list_item', 'rs_archive_file', 'cores'])
  const instruments = {
    name: 'instruments',
    module: 'Drilling',
    columns: { instrument: { type: 'string', size: 40, label: 'Instrument' }, hole_ids: { type: 'many_to_many', label: 'Holes', displayColumn: 'hole', relatedTable: 'holes' } },
    relations: { instruments__holes__hole_ids__nm: { relationType: 'nm', relatedTable: 'holes', localColumns: ['hole_ids'], displayColumns: ['hole'] } }
  }
  const linked = registryOf([...['programs', 'expeditions', 'sites', 'holes'].map(bundledTemplate), instruments])
  t.same(linked.get('instruments')!.queries.listTables, ['instruments', 'rs_value_list', 'rs_value_list_item', 'instruments_holes'])
  // a child read of a model that is not there reads no table
  t.same(linked.get('holes')!.queries.listTables, ['holes', 'sites', 'expeditions', 'programs', 'rs_value_list', 'rs_value_list_item', 'rs_archive_file'])
})

t.test('count and estimate of a filter', async t => {
  const count = cores.queries.count([{ field: 'core_type', op: 'eq', value: 'R' }], 10001)
  t.equal(count.sql, 'select count(*)::int as total from (select 1 as "one" from "cores" as "t" where "t"."core_type" = $1 limit $2) as c')
  t.same(count.parameters, ['R', 10001])
  const estimate = cores.queries.estimate([{ field: 'site_id', op: 'eq', value: 3 }])
  t.match(estimate.sql, /^explain \(format json\) \(select 1 as "one" from "cores" as "t" left join "holes" as "a1" .* where "a1"\."site_id" = \$1\)$/)
})

t.test('keyset reads: a record\'s sort keys, the count up to a position', async t => {
  const keys = cores.queries.keysOf([{ field: 'site_id', op: 'eq', value: 3 }], [{ field: 'top_depth', desc: true }], 7)
  t.equal(keys.sql, 'select "t"."id" as "id", "t"."top_depth" as "__s0" from "cores" as "t" left join "holes" as "a1" on "a1"."id" = "t"."hole_id" left join "sites" as "a2" on "a2"."id" = "a1"."site_id" ' +
    'left join "expeditions" as "a3" on "a3"."id" = "a2"."expedition_id" where "a1"."site_id" = $1 and "t"."id" = $2')
  t.same(keys.parameters, [3, 7])
  const upTo = cores.queries.upTo([{ field: 'core_type', op: 'eq', value: 'R' }], [{ field: 'analyst', desc: false }, { field: 'top_depth', desc: true }], ['x', null, 7])
  t.equal(upTo.sql, 'select count(*)::int as total from (select 1 as "one" from "cores" as "t" where "t"."core_type" = $1 and not coalesce(((("t"."analyst" > $2 or "t"."analyst" is null)) ' +
    'or ("t"."analyst" = $3 and "t"."top_depth" is not null) or ("t"."analyst" = $4 and "t"."top_depth" is null and "t"."id" > $5)), false)) as c', 'those not after the position (descending, null sorts first: every top depth that is not null comes after it)')
  t.same(upTo.parameters, ['R', 'x', 'x', 'x', 7])
  t.equal(cores.queries.upTo([{ field: 'core_type', op: 'eq', value: 'Q' }], [{ field: 'analyst', desc: false }, { field: 'top_depth', desc: true }], ['y', null, 9]).sql, upTo.sql, 'compiled once per shape')
})

t.test('every filter operator compiles to a bound comparison', async t => {
  const where = (op: any, value?: string | number, field = 'remarks') => cores.queries.count([{ field, op, value }], 1)
  t.match(where('null').sql, /"t"\."remarks" is null/)
  t.match(where('not_null').sql, /"t"\."remarks" is not null/)
  t.match(where('ne', 'x').sql, /"t"\."remarks" is distinct from \$1/)
  t.match(where('not_contains', 'x').sql, /not coalesce\("t"\."remarks"::text ilike \$1, false\)/)
  for (const [op, symbol] of [['eq', '='], ['lt', '<'], ['le', '<='], ['gt', '>'], ['ge', '>=']]) {
    t.match(where(op, 5, 'top_depth').sql, new RegExp(`"t"\\."top_depth" ${symbol} \\$1`))
  }
  const multiple = registry.get('holes')!.queries.count([{ field: 'drilling_method', op: 'eq', value: 'wire_line' }], 1)
  t.match(multiple.sql, /\(';' \|\| "t"\."drilling_method" \|\| ';'\) like \$1/)
  t.same(multiple.parameters, ['%;wire\\_line;%', 1])
  t.match(cores.queries.count([], 1).sql, /^select count\(\*\)::int as total from \(select 1 as "one" from "cores" as "t" limit \$1\)/)
  t.throws(() => cores.queries.count([{ field: 'nope', op: 'eq', value: 1 }], 1), /unknown field nope of cores/)
})

t.test('by id, insert, update and delete, and the reads under lock', async t => {
  t.match(cores.queries.byId(7), { sql: /where "t"\."id" = \$1$/, parameters: [7] })
  t.match(sql(cores.writes.insert(compileOnly, { hole_id: 1, core: 2 })), {
    sql: 'insert into "cores" ("hole_id", "core") values ($1, $2) returning "id"', parameters: [1, 2]
  })
  t.equal(sql(cores.writes.update(compileOnly, 7, { remarks: 'x' })).sql, 'update "cores" set "remarks" = $1 where "id" = $2')
  t.equal(sql(cores.writes.delete(compileOnly, 7)).sql, 'delete from "cores" where "id" = $1')
  t.throws(() => cores.writes.insert(compileOnly, { 'x"; drop': 1 }), /unsafe SQL identifier/)
  t.equal(sql(cores.writes.locked(compileOnly, 7)).sql, 'select * from "cores" where "id" = $1 for update')
  t.match(sql(cores.writes.childOf(compileOnly, 3)), { sql: 'select "id" from "cores" where "hole_id" = $1 limit $2', parameters: [3, 1] })
  t.equal(sql(cores.writes.assignedFile(compileOnly, 7)).sql, 'select "id" from "rs_archive_file" where "core_id" = $1 limit $2')
  const programs = registry.get('programs')!
  t.match(programs.queries.byId(1).sql, /^select "t"\."id" as "id", "t"\."program" as "program", "t"\."program_name" as "program_name", "t"\."remarks" as "remarks" from "programs" as "t" where/)
})

t.test('the record as JSON text: n:m links as arrays; exports read the columns without files', async t => {
  const local = registryOf([{
    name: 'samples',
    columns: { tags: { type: 'string_multiple' }, on: { type: 'date' }, link: { type: 'many_to_many', displayColumn: 'x' } },
    relations: { samples__samples__link__nm: { relationType: 'nm', relatedTable: 'samples', localColumns: ['link'] } }
  }])
  const samples = local.get('samples')!.queries
  t.equal(samples.byIdJson([1, 2]).sql, 'select r."id", row_to_json(r)::text as body, (select coalesce(max(h.version), 0)::int from rs_history h ' +
    'where h.tbl = \'samples\' and h.record_id = "r"."id") as version from ((select "t"."id" as "id", ' +
    'case when "t"."tags" is null or "t"."tags" = \'\' then \'[]\'::json else to_json(string_to_array("t"."tags", \';\')) end as "tags", "t"."on"::text as "on", ' +
    'coalesce((select json_agg("c"."related_id" order by "c"."related_id") from "samples_samples" c where "c"."record_id" = "t"."id"), \'[]\'::json) as "link" ' +
    'from "samples" as "t" where "t"."id" = any($1::integer[]))) as r')
  t.same(samples.byIdJson([1, 2]).parameters, [[1, 2]])
  t.match(sql(cores.queries.selectColumns(compileOnly)).sql, /^select "t"\."id" as "id", .*"a3"\."program_id" as "program_id" from "cores" as "t" left join "holes" as "a1" on "a1"\."id" = "t"\."hole_id" left join .*"a3"\."id" = "a2"\."expedition_id"$/)
  t.notMatch(sql(cores.queries.selectColumns(compileOnly)).sql, /archive_files/, 'no files')
})

t.test('schemas: record, create and update bodies', async t => {
  const { record, create, update } = cores.schemas
  t.equal(record.$id, 'cores')
  t.equal(create.$id, 'coresCreate')
  t.same(Object.keys(record.properties), [...bundledTemplate('cores').columns ? Object.keys(bundledTemplate('cores').columns) : [], 'site_id', 'expedition_id', 'program_id', 'archive_files'])
  t.notOk('id' in create.properties)
  t.notOk('combined_id' in create.properties)
  t.notOk('igsn' in create.properties)
  t.notOk('core_recovery_pc' in create.properties)
  t.notOk('site_id' in create.properties)
  t.ok('hole_id' in create.properties)
  t.same(create.required, ['hole_id', 'core_type'])
  t.equal(update.required, undefined)
  t.match(record.properties.core_ondeck, { type: ['string', 'null'], pattern: '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$', title: 'Core on Deck' })
  t.match(record.properties.analyst, { 'x-value-list': 'ANALYST', description: 'Value list: ANALYST.' })
  t.match(record.properties.top_depth, { 'x-unit': 'm', description: 'Unit: m.' })
  t.match(record.properties.oriented, { type: ['integer', 'null'], enum: [0, 1, null] })
  t.match(create.properties.core_type, { type: 'string', maxLength: 20 })
  t.match(update.properties.core_type, { type: 'string' }, 'required columns stay non-null on update')
  t.match(create.properties.core, { type: ['integer', 'null'], minimum: 1 })
  t.match(registry.get('holes')!.schemas.record.properties.drilling_method, { type: 'array' })
})

t.test('input validation words every failure as Yii2, all at once', async t => {
  const create = (body: Record<string, unknown>) => cores.input.create(body)
  t.same(create({ hole_id: 1, core_type: 'R' }).errors, [])
  t.same(create({ hole_id: 1, core_type: 'R' }).values, { hole_id: 1, core_type: 'R', core_catcher: 0 }, 'defaults fill in')
  t.same(create({}).errors, [{ field: 'hole_id', message: 'Hole ID cannot be blank.' }, { field: 'core_type', message: 'Core Type cannot be blank.' }])
  t.same(create({ hole_id: 'abc', core_type: '', core: 'x', top_depth: 'deep', core_catcher: 2, core_ondeck: '2024-02-30 10:00' }).errors, [
    { field: 'hole_id', message: 'Hole ID must be an integer.' },
    { field: 'core', message: 'Core must be an integer.' },
    { field: 'top_depth', message: 'Top Depth must be a number.' },
    { field: 'core_catcher', message: 'Core Catcher must be either "1" or "0".' },
    { field: 'core_ondeck', message: 'The format of Core on Deck is invalid.' },
    { field: 'core_type', message: 'Core Type cannot be blank.' }
  ].sort((a, b) => Object.keys(cores.schemas.create.properties).indexOf(a.field) - Object.keys(cores.schemas.create.properties).indexOf(b.field)))
  t.same(create({ hole_id: 1, core_type: 'X'.repeat(21), core: 0, drilled_length: -1, rqd_abundance: 2 ** 31, mcd_offset: -Infinity }).errors, [
    { field: 'core', message: 'Core must be greater than or equal to "1".' },
    { field: 'core_type', message: 'Core Type should contain at most 20 characters.' },
    { field: 'drilled_length', message: 'Drilled Length must be greater than or equal to "0".' },
    { field: 'mcd_offset', message: `MCD Offset must be no less than ${-Number.MAX_VALUE}.` },
    { field: 'rqd_abundance', message: 'RQD Abundance must be no greater than 2147483647.' }
  ])
  t.same(create({ hole_id: 1, core_type: 'R', rqd_abundance: -(2 ** 31) - 1, temperature: Infinity, remarks: 5 }).errors, [
    { field: 'temperature', message: `Temperature must be no greater than ${Number.MAX_VALUE}.` },
    { field: 'rqd_abundance', message: 'RQD Abundance must be no less than -2147483648.' }
  ])
  t.same(create({ hole_id: 1, core_type: 'R', remarks: { a: 1 } }).errors, [{ field: 'remarks', message: 'Remarks must be a string.' }])
  const coerced = create({ hole_id: '12', core_type: 'R', core_catcher: true, oriented: '0', core_ondeck: '2024-05-01 10:30', top_depth: '1.5', remarks: 5 })
  t.same(coerced.errors, [])
  t.same(coerced.values, { hole_id: 12, core_type: 'R', core_catcher: 1, oriented: 0, core_ondeck: '2024-05-01 10:30:00', top_depth: 1.5, remarks: '5' })
  t.same(create({ hole_id: 1, core_type: 'R', foo: 1, bar: 2 }).errors, [
    { field: 'foo', message: '"foo" is not a field of cores.' }, { field: 'bar', message: '"bar" is not a field of cores.' }
  ])
  t.same(create({ hole_id: 1, core_type: 'R', id: 9, combined_id: 'x', igsn: 'y', core_recovery_pc: 50, site_id: 3, archive_files: {} }).values,
    { hole_id: 1, core_type: 'R', core_catcher: 0 }, 'server-set fields are ignored')
  t.same(cores.input.create({ hole_id: 1, core_type: 'R' }, false).values, { hole_id: 1, core_type: 'R' }, 'no defaults for drafts')
  t.same(cores.input.update({ core_type: null, remarks: '' }), { values: { core_type: null, remarks: null }, errors: [{ field: 'core_type', message: 'Core Type cannot be blank.' }] })
  t.same(cores.input.update({ top_depth: '' }).errors, [])
})

t.test('string_multiple values and validator messages from the template', async t => {
  const holes = registry.get('holes')!
  t.same(holes.input.create({ site_id: 1, drilling_method: 'rotary; sonic ;' }).values.drilling_method, 'rotary;sonic')
  t.same(holes.input.create({ site_id: 1, drilling_method: ['a', ' ', 'b', 7] }).values.drilling_method, 'a;b;7')
  t.same(holes.input.create({ site_id: 1, drilling_method: [] }).values.drilling_method, null)
  t.same(holes.input.create({ site_id: 1, drilling_method: ['a;b'] }).errors, [{ field: 'drilling_method', message: 'Drilling Method values must not contain ";".' }])
  t.same(holes.input.create({ site_id: 1, drilling_method: 5 }).errors, [{ field: 'drilling_method', message: 'Drilling Method must be a list of strings.' }])
  const sites = registry.get('sites')!
  t.same(sites.input.create({ expedition_id: 1, latitude: 91 }).errors, [{ field: 'latitude', message: 'Latitude must be between -90 and 90 degrees.' }])
  const custom = registryOf([{
    name: 'samples',
    columns: {
      kind: { type: 'string', validator: 'in (a, b)' },
      code: { type: 'string', validator: 'LIKE ^[A-Z]+$', validatorMessage: '{label} must be upper case.' },
      tags: { type: 'string_multiple', validator: 'in (x, y)' },
      at: { type: 'time' },
      on: { type: 'date', required: true },
      n: { type: 'integer', validator: 'integer value = 3' },
      twice: { type: 'pseudo', calculate: '[n] * 2' },
      link: { type: 'many_to_many', displayColumn: 'x' }
    },
    relations: { samples__samples__link__nm: { relationType: 'nm', relatedTable: 'samples', localColumns: ['link'] } }
  }]).get('samples')!
  t.same(custom.input.create({ kind: 'c', code: 'ab', tags: ['x', 'z'], at: '25:00', on: '2024-01-01', n: 4 }).errors, [
    { field: 'kind', message: 'Kind is invalid.' },
    { field: 'code', message: 'ab must be upper case.'.replace('ab', 'Code') },
    { field: 'tags', message: 'Tags is invalid.' },
    { field: 'at', message: 'The format of At is invalid.' },
    { field: 'n', message: 'N must be equal to "3".' }
  ])
  t.same(custom.input.create({ on: '2024-01-01', at: '10:00' }).values, { on: '2024-01-01', at: '10:00:00' })
  t.same(custom.input.create({ on: '2024-01-01', kind: null }).errors, [], 'null passes value rules of optional columns')
  t.same(custom.toRecord({ id: 1, n: 4, tags: 'x;y', link: 'ignored' }), { id: 1, kind: null, code: null, tags: ['x', 'y'], at: null, on: null, n: 4, twice: 8, link: 'ignored' })
  t.same(custom.toRecord({ id: 1, tags: '' }).tags, [])
  t.same(custom.calculated.map(c => c.column.name), [], 'pseudo formulas are computed on read, not stored')
})

t.test('records carry ancestor ids, computed values and archive_files', async t => {
  const row = { id: 5, hole_id: 3, core: 2, core_recovery: 1, drilled_length: 4, core_recovery_pc: 25, site_id: 2, expedition_id: 1, program_id: 1, archive_files: [{ id: 9 }] }
  const record = cores.toRecord(row)
  t.match(record, { id: 5, hole_id: 3, site_id: 2, expedition_id: 1, program_id: 1, remarks: null, core_recovery_pc: 25 })
  t.same(record.archive_files, { filter: { expedition: 1, site: 2, hole: 3, core: 5 }, files: [{ id: 9 }] })
  t.same(cores.toRecord({ hole_id: 3 }).archive_files, { filter: { expedition: null, site: null, hole: 3, core: null }, files: [] })
  t.notOk('archive_files' in registry.get('programs')!.toRecord({ id: 1 }))
  t.same(cores.calculated.map(c => c.column.name), ['core_recovery_pc'])
  t.same(sections.calculated.map(c => c.column.name), ['bottom_depth'])
})

t.test('registering a parent recompiles its descendants; drop and listeners', async t => {
  const local = bundledRegistry()
  const seen: string[] = []
  const stop = local.onChange(change => seen.push(`${change.kind}:${change.name}`))
  const before = local.get('core_section')!
  const version = local.version
  local.register(local.get('holes')!.definition)
  t.not(local.get('core_section'), before, 'descendants are recompiled')
  t.equal(local.version, version + 1)
  t.same(local.children('holes').map(m => m.name), ['cores'])
  local.drop('core_section')
  local.drop('core_section')
  t.same(seen, ['register:holes', 'drop:core_section'])
  stop()
  local.fail({ source: 'x.json', name: null, problems: [] })
  local.fail({ source: 'y.json', name: 'y', problems: [] })
  t.same(local.failures().map(f => f.source), ['x.json', 'y.json'])
  t.notOk(local.has('core_section'))
})

t.test('a schema keyword without its own wording gets the generic message', async t => {
  const { InputValidator } = await import('../../../core/2-model/input.js')
  const { Type } = await import('@sinclair/typebox')
  const column = registry.get('cores')!.writable.find(c => c.name === 'last_section')!
  const schema = Type.Object({ last_section: Type.Integer({ multipleOf: 2 }) })
  const validator = new InputValidator({ model: 'x', writable: [column], required: [], ignored: new Set(), schemas: { create: schema, update: schema } })
  t.same(validator.update({ last_section: 3 }).errors, [{ field: 'last_section', message: 'Last Section is invalid.' }])
})

t.test('identity: what a child needs of its parent', async t => {
  t.match(sql(cores.queries.identity(compileOnly, 4)).sql,
    /^select "t"\."id" as "id", "t"\."combined_id" as "combined_id", "t"\."hole_id" as "hole_id", "a1"\."site_id" as "site_id", "a2"\."expedition_id" as "expedition_id", "a3"\."program_id" as "program_id" from "cores" as "t" left join .* where "t"\."id" = \$1$/)
  t.equal(sql(registry.get('programs')!.queries.identity(compileOnly, 1)).sql, 'select "t"."id" as "id" from "programs" as "t" where "t"."id" = $1')
})

t.test('idsByCombinedId: the records an import names by combined_id, all in one bound array', async t => {
  const compiled = sql(cores.queries.idsByCombinedId(compileOnly, ['5065_1_A_1', '5065_1_A_2']))
  t.equal(compiled.sql, 'select "t"."id", "t"."combined_id" from "cores" as "t" where "t"."combined_id" = any($1::text[])')
  t.same(compiled.parameters, [['5065_1_A_1', '5065_1_A_2']])
})

t.test('the compile-only Kysely is a complete PostgreSQL dialect', async t => {
  t.ok(compileOnly.introspection, 'it can introspect (though it never runs a query)')
})
