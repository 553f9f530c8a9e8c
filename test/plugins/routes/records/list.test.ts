import t from 'tap'
import { sql } from 'kysely'
import { buildTestApp } from '../../../helpers/app.js'
import { as } from '../../../helpers/auth.js'
import { hierarchy, post } from '../../../helpers/hierarchy.js'

t.test('listing', async t => {
  const { app } = await buildTestApp(t)
  const h = await hierarchy(app)
  const holeB = (await post(app, 'holes', { site_id: h.site })).id
  const cores = [
    { hole_id: h.hole, core_type: 'R', analyst: 'CK', top_depth: 0, drilled_length: 3, core_recovery: 3, core_ondeck: '2024-05-01 08:00', remarks: 'Clay, grey', oriented: 1 },
    { hole_id: h.hole, core_type: 'H', analyst: 'JB', top_depth: 3, drilled_length: 3, core_recovery: 1.5, core_ondeck: '2024-05-01 12:00', remarks: 'sand 50%' },
    { hole_id: h.hole, core_type: 'X', top_depth: 6, drilled_length: 2, core_ondeck: '2024-05-02 09:30', remarks: null, oriented: 0 },
    { hole_id: holeB, core_type: 'R', analyst: 'CK', top_depth: 0, drilled_length: 1, core_recovery: 0.5, remarks: 'CLAY' },
    { hole_id: holeB, core_type: 'R', analyst: 'MS', top_depth: 1, drilled_length: 1 }
  ]
  for (const c of cores) await post(app, 'cores', c)
  const viewer = await as(app, 'viewer')
  const list = async (query: string) => {
    const response = await app.inject({ url: `/api/v1/form?name=cores${query}`, headers: viewer })
    return { status: response.statusCode, body: response.json() }
  }
  const ids = async (query: string) => (await list(query)).body.items.map((r: { combined_id: string }) => r.combined_id)

  t.test('the paged envelope', async t => {
    const first = await list('&per-page=2&sort=id')
    t.equal(first.status, 200)
    t.same(first.body._meta, { totalCount: 5, pageCount: 3, currentPage: 1, perPage: 2 })
    t.same(first.body._links, {
      self: { href: 'http://localhost/api/v1/form?name=cores&per-page=2&sort=id&page=1' },
      next: { href: 'http://localhost/api/v1/form?name=cores&per-page=2&sort=id&page=2&cursor=WyJpZCIsMiwyXQ' },
      last: { href: 'http://localhost/api/v1/form?name=cores&per-page=2&sort=id&page=3' }
    })
    t.same(first.body.items.map((r: { id: number }) => r.id), [1, 2])
    const last = await list('&per-page=2&sort=id&page=3')
    t.same([last.body.items.length, Object.keys(last.body._links)], [1, ['self']])
    const past = await list('&per-page=2&page=9')
    t.same([past.body.items, past.body._meta], [[], { totalCount: 5, pageCount: 3, currentPage: 9, perPage: 2 }], 'past the end: empty items, the right totals')
    t.same((await list('')).body._meta, { totalCount: 5, pageCount: 1, currentPage: 1, perPage: 20 })
    t.same(Object.keys((await list('')).body._links), ['self'])
    t.same((await list('&filter[core_type]=Q')).body._meta, { totalCount: 0, pageCount: 1, currentPage: 1, perPage: 20 })
    for (const bad of ['&per-page=0', '&per-page=1001', '&per-page=-1', '&page=0', '&page=x', '&per-page=2&per-page=3']) {
      t.equal((await list(bad)).status, 400, bad)
    }
    const typed = await app.inject({ url: '/api/v1/models/cores?per-page=2&sort=id', headers: viewer })
    t.same(typed.json().items, first.body.items, 'the per-model path lists the same')
    t.equal(typed.json()._links.next.href, 'http://localhost/api/v1/models/cores?per-page=2&sort=id&page=2&cursor=WyJpZCIsMiwyXQ')
  })

  t.test('keyset paging: next links carry a cursor; following them gives the same pages as page numbers', async t => {
    const follow = async (query: string) => {
      const pages: string[][] = []
      let url: string | undefined = `/api/v1/form?name=cores${query}`
      while (url !== undefined) {
        const response: { statusCode: number, json: () => { items: Array<{ combined_id: string }>, _links: { next?: { href: string } } } } = await app.inject({ url, headers: viewer })
        t.equal(response.statusCode, 200, url)
        const body = response.json()
        pages.push(body.items.map((r: { combined_id: string }) => r.combined_id))
        url = body._links.next?.href.replace('http://localhost', '')
      }
      return pages
    }
    for (const sort of ['id', '-top_depth,combined_id', 'analyst', '-analyst', '-site_id,core_recovery', 'remarks,-id']) {
      for (const perPage of [1, 2]) {
        const byCursor = await follow(`&per-page=${perPage}&sort=${sort}`)
        const byPage = []
        for (let page = 1; page <= Math.ceil(5 / perPage); page++) byPage.push(await ids(`&per-page=${perPage}&sort=${sort}&page=${page}`))
        t.same(byCursor, byPage, `sort=${sort}, per-page=${perPage}: nulls and ties in the sort fields too`)
      }
    }
    t.same(await follow('&per-page=2&sort=id&filter[hole_id]=' + String(h.hole)), [['5065_1_A_1', '5065_1_A_2'], ['5065_1_A_3']], 'with a filter')
    const first = await list('&per-page=2&sort=id')
    const cursor = new URL(first.body._links.next.href).searchParams.get('cursor')!
    t.equal((await list(`&per-page=2&sort=-id&cursor=${cursor}`)).status, 400, 'a cursor of another sort is refused')
    for (const bad of ['x', Buffer.from('[1,2]').toString('base64url'), Buffer.from('["id",1,"x"]').toString('base64url'), Buffer.from('["id",{},1]').toString('base64url'), 'a'.repeat(5000)]) {
      const response = await list(`&sort=id&cursor=${bad}`)
      t.equal(response.status, 400, `cursor ${bad.slice(0, 20)}`)
      t.match(response.body.message, bad.length > 4096 ? /cursor/ : /cursor is not a cursor of this list and sort/)
    }
  })

  t.test('sorting', async t => {
    t.same(await ids('&sort=-top_depth,combined_id'), ['5065_1_A_3', '5065_1_A_2', '5065_1_B_2', '5065_1_A_1', '5065_1_B_1'])
    t.same(await ids('&sort=hole_id,-core'), ['5065_1_A_3', '5065_1_A_2', '5065_1_A_1', '5065_1_B_2', '5065_1_B_1'])
    t.same(await ids('&sort=-site_id,-id'), ['5065_1_B_2', '5065_1_B_1', '5065_1_A_3', '5065_1_A_2', '5065_1_A_1'], 'ancestor ids sort too')
    t.same((await list('&sort=depth')).body, { name: 'Bad Request', message: 'Unknown sort field "depth".', code: 0, status: 400 })
    t.equal((await list('&sort=top_dpeth')).body.message, 'Unknown sort field "top_dpeth"; did you mean "top_depth"?')
    t.equal((await list('&sort=core_recovery_pc')).status, 200, 'calculated columns are stored, so they sort')
    t.equal((await list('&sort=a,b,c,d,e,f,g,h,i')).status, 400)
    t.equal((await list('&sort=id&sort=core')).status, 400)
  })

  t.test('filters', async t => {
    // filter values exactly as the server sees them (encoded, so the first '=' of a value is not the separator)
    const f = (...pairs: string[][]) => pairs.map(([field, value]) => `&filter[${field}]=${encodeURIComponent(value)}`).join('')
    const cases: Array<[string, string[]]> = [
      [f(['core_type', 'R']), ['5065_1_A_1', '5065_1_B_1', '5065_1_B_2']],
      [f(['core_type', '==R']), ['5065_1_A_1', '5065_1_B_1', '5065_1_B_2']],
      [f(['core_type', '!==R']), ['5065_1_A_2', '5065_1_A_3']],
      [f(['core_type', '=piston']), ['5065_1_A_2'], ],
      [f(['remarks', 'clay']), []],
      [f(['remarks', '=clay']), ['5065_1_A_1', '5065_1_B_1']],
      [f(['remarks', '!=clay']), ['5065_1_A_2', '5065_1_A_3', '5065_1_B_2']],
      [f(['remarks', '=50%']), ['5065_1_A_2']],
      [f(['remarks', '==NULL']), ['5065_1_A_3', '5065_1_B_2']],
      [f(['remarks', '!==NULL']), ['5065_1_A_1', '5065_1_A_2', '5065_1_B_1']],
      [f(['top_depth', '3']), ['5065_1_A_2']],
      [f(['top_depth', '>=3']), ['5065_1_A_2', '5065_1_A_3']],
      [f(['top_depth', '>1'], ['top_depth', '<6']), ['5065_1_A_2']],
      [f(['top_depth', '<=1']), ['5065_1_A_1', '5065_1_B_1', '5065_1_B_2']],
      [f(['core', '2']), ['5065_1_A_2', '5065_1_B_2']],
      [f(['hole_id', '2']), ['5065_1_B_1', '5065_1_B_2']],
      [f(['site_id', '1'], ['expedition_id', '1'], ['program_id', '1']), ['5065_1_A_1', '5065_1_A_2', '5065_1_A_3', '5065_1_B_1', '5065_1_B_2']],
      [f(['oriented', 'yes']), ['5065_1_A_1']],
      [f(['oriented', 'false']), ['5065_1_A_3']],
      [f(['core_ondeck', '>=2024-05-01 12:00']), ['5065_1_A_2', '5065_1_A_3']],
      [f(['core_ondeck', '<2024-05-02']), ['5065_1_A_1', '5065_1_A_2']],
      [f(['core_recovery_pc', '100']), ['5065_1_A_1']],
      [f(['analyst', '=Cindy']), ['5065_1_A_1', '5065_1_B_1']],
      [f(['analyst', '!=kunkel']), ['5065_1_A_2', '5065_1_A_3', '5065_1_B_2']],
      [f(['combined_id', '=_A_']), ['5065_1_A_1', '5065_1_A_2', '5065_1_A_3']]
    ]
    for (const [query, expected] of cases) t.same((await ids(query)).sort(), expected, decodeURIComponent(query))
    const refused: Array<[string, string]> = [
      ['&filter[depth]=1', 'Unknown filter field "depth".'],
      ['&filter[core_typ]=R', 'Unknown filter field "core_typ"; did you mean "core_type"?'],
      ['&filter=R', '"filter" is not a filter; write filter[<field>]=<value>.'],
      ['&filter[core]=two', 'The filter on "core" must be an integer; got "two".'],
      ['&filter[core]=%3E99999999999', 'The filter on "core" must be an integer; got "99999999999".'],
      ['&filter[top_depth]=<deep', 'The filter on "top_depth" must be a number; got "deep".'],
      ['&filter[top_depth]=', 'The filter on "top_depth" must be a number; got "".'],
      ['&filter[oriented]=maybe', 'The filter on "oriented" must be yes/no, true/false or 1/0; got "maybe".'],
      ['&filter[core_ondeck]=>yesterday', 'The filter on "core_ondeck" must be a date-time YYYY-MM-DD HH:MM[:SS]; got "yesterday".'],
      ['&filter[remarks]=%3D', 'The filter on "remarks" needs a value after "=".'],
      [`&filter[remarks]=${'x'.repeat(1001)}`, 'The filter on "remarks" is longer than 1000 characters.'],
      // bounded work: a contains filter scans every row it matches, at a cost that grows with its length
      [`&filter[remarks]=%3D${'x'.repeat(101)}`, 'The contains filter on "remarks" is longer than 100 characters; filter on a shorter part.'],
      [`&filter[remarks]=!%3D${'x'.repeat(101)}`, 'The contains filter on "remarks" is longer than 100 characters; filter on a shorter part.'],
      ['&filter[core]=%3E0'.repeat(21), 'A request takes at most 20 filters.'],
      ['&filter[core]=%3E0'.repeat(11) + '&filter[top_depth]=%3E0'.repeat(10), 'A request takes at most 20 filters.']
    ]
    t.equal((await list(`&filter[remarks]=%3D${'x'.repeat(100)}` + '&filter[core]=%3E0'.repeat(19))).status, 200, 'up to the bounds')
    for (const [query, message] of refused) t.same((await list(query)).body, { name: 'Bad Request', message, code: 0, status: 400 }, query.slice(0, 40))
  })

  t.test('reads need the view permission of the model', async t => {
    const status = async (headers: Record<string, string>, name = 'cores') => (await app.inject({ url: `/api/v1/form?name=${name}`, headers })).statusCode
    t.equal(await status({}), 401)
    t.equal(await status(await as(app, 'viewer', ['form-cores:view'])), 200)
    t.equal(await status(await as(app, 'viewer', ['form-cores:view']), 'holes'), 403)
    t.equal(await status(viewer, 'nothing'), 404)
    t.equal((await app.inject({ url: '/api/v1/form', headers: viewer })).statusCode, 400)
  })
})

t.test('injection through every parameter leaves the data as it was', async t => {
  const { app } = await buildTestApp(t)
  const h = await hierarchy(app)
  await post(app, 'cores', { hole_id: h.hole, core_type: 'R' })
  const viewer = await as(app, 'viewer')
  const before = await app.inject({ url: '/api/v1/form?name=cores', headers: viewer })
  const hostile = ["'; drop table cores; --", '" or 1=1 --', 'cores; delete from cores', '1) or (1=1', '$1', '\\', "'", 'cores"', 'pg_sleep(5)']
  const statuses = new Set<number>()
  for (const evil of hostile) {
    const e = encodeURIComponent(evil)
    for (const url of [`/api/v1/form?name=${e}`, `/api/v1/form?name=cores&sort=${e}`, `/api/v1/form?name=cores&filter[${e}]=1`,
      `/api/v1/form?name=cores&filter[remarks]=${e}`, `/api/v1/form?name=cores&filter[core]=${e}`, `/api/v1/form/${e}?name=cores`,
      `/api/v1/models/${e}`, `/api/v1/models/cores/${e}`]) {
      const response = await app.inject({ url, headers: viewer })
      statuses.add(response.statusCode)
      t.ok([200, 400, 404].includes(response.statusCode), `${response.statusCode} ${url}`)
    }
    const del = await app.inject({ method: 'DELETE', url: `/api/v1/form/${encodeURIComponent(evil)}?name=cores`, headers: h.headers })
    t.equal(del.statusCode, 404)
  }
  t.same([...statuses].sort(), [200, 400, 404])
  const after = await app.inject({ url: '/api/v1/form?name=cores', headers: viewer })
  t.same(after.json(), before.json(), 'nothing changed')
})

t.test('totals above LIST_EXACT_COUNT_LIMIT are estimated, and say so; next stays exact; count=exact counts', async t => {
  const { app } = await buildTestApp(t, { env: { LIST_EXACT_COUNT_LIMIT: '3' } })
  const h = await hierarchy(app)
  for (let i = 0; i < 6; i++) await post(app, 'cores', { hole_id: h.hole, core_type: 'R' })
  const viewer = await as(app, 'viewer')
  const list = async (query: string) => (await app.inject({ url: `/api/v1/form?name=cores${query}`, headers: viewer })).json()
  const estimated = await list('&per-page=2')
  t.equal(estimated._meta.totalCountEstimated, true)
  t.ok(estimated._meta.totalCount >= 4, 'never fewer than the rows known to exist')
  t.ok(estimated._links.next, 'next: another page follows')
  t.notOk(estimated._links.last, 'no last page number from a guess')
  const end = await list('&per-page=2&page=3')
  t.same([end.items.length, end._links.next, end._meta.totalCountEstimated], [2, undefined, true], 'the last page has no next link')
  const past = await list('&per-page=2&page=5')
  t.same([past.items, past._meta.totalCountEstimated], [[], true], 'a page past the end counts separately')
  const exact = await list('&per-page=2&count=exact')
  t.same(exact._meta, { totalCount: 6, pageCount: 3, currentPage: 1, perPage: 2 })
  t.match(exact._links.last.href, /page=3/)
  t.same((await list('&filter[core]=<3'))._meta, { totalCount: 2, pageCount: 1, currentPage: 1, perPage: 20 }, 'few matches: exact')
  t.same((await list('&filter[core]=>9&page=2'))._meta, { totalCount: 0, pageCount: 1, currentPage: 2, perPage: 20 }, 'past the end of nothing')
  t.equal((await app.inject({ url: '/api/v1/form?name=cores&count=approx', headers: viewer })).statusCode, 400)
})

t.test('totals are counted once and reused until any client writes to a table they read', async t => {
  const { app } = await buildTestApp(t)
  const h = await hierarchy(app)
  for (let i = 0; i < 3; i++) await post(app, 'cores', { hole_id: h.hole, core_type: 'R' })
  const viewer = await as(app, 'viewer')
  const total = async (query = `&filter[hole_id]=${h.hole}&per-page=1`) =>
    (await app.inject({ url: `/api/v1/form?name=cores${query}`, headers: viewer })).json()._meta.totalCount
  const db = app.database.db
  t.equal(await total(), 3)
  // a write the change counters do not see: the stored total is reused as it is
  await sql`alter table cores disable trigger rs_change`.execute(db)
  await sql`insert into cores (hole_id, core, core_type) values (${h.hole}, 77, 'R')`.execute(db)
  await sql`alter table cores enable trigger rs_change`.execute(db)
  t.equal(await total(), 3, 'counted once, then reused')
  t.equal(await total(`&filter[hole_id]=${h.hole}&per-page=2`), 3, 'per-page does not change the total')
  await sql`insert into cores (hole_id, core, core_type) values (${h.hole}, 78, 'R')`.execute(db)
  t.equal(await total(), 5, 'a write by another client (plain SQL) makes it count again')
  const hole2 = (await post(app, 'holes', { site_id: h.site })).id
  await sql`update cores set hole_id = ${hole2} where core = 78`.execute(db)
  t.same([await total(), await total(`&filter[hole_id]=${hole2}`)], [4, 1], 'updates too')
  await sql`update holes set site_id = site_id`.execute(db)
  t.equal(await total(`&filter[site_id]=${h.site}`), 5, 'filters on ancestors read the ancestors\' counters too')
  await sql`delete from cores where core = 77`.execute(db)
  t.same([await total(), await total(`&filter[site_id]=${h.site}`)], [3, 4], 'deletes too')
  const marked = `&filter[core_type]=${encodeURIComponent('=zzz-marker')}`
  t.equal(await total(marked), 0)
  await sql`update rs_value_list_item set remark = 'zzz-marker' where display = 'R' and list_id = (select id from rs_value_list where name = 'CORE_TYPE')`.execute(db)
  t.equal(await total(marked), 4, 'value-list items that contains filters read too')
})

t.test('a page is read once and answered again until anything it read changes', async t => {
  const { app } = await buildTestApp(t)
  const h = await hierarchy(app)
  for (let i = 0; i < 3; i++) await post(app, 'cores', { hole_id: h.hole, core_type: 'R', remarks: `core ${i + 1}` })
  const viewer = await as(app, 'viewer')
  const remarks = async (query = '&sort=core') =>
    (await app.inject({ url: `/api/v1/form?name=cores${query}`, headers: viewer })).json().items.map((c: { remarks: string }) => c.remarks)
  const db = app.database.db
  t.same(await remarks(), ['core 1', 'core 2', 'core 3'])
  // a write the change counters do not see: the page read before is answered as it was
  await sql`alter table cores disable trigger rs_change`.execute(db)
  await sql`update cores set remarks = 'unseen' where core = 1`.execute(db)
  await sql`alter table cores enable trigger rs_change`.execute(db)
  t.same(await remarks(), ['core 1', 'core 2', 'core 3'], 'read once, then answered again')
  t.same(await remarks('&sort=core&per-page=2'), ['unseen', 'core 2'], 'another page is read')
  t.same(await remarks('&sort=core&fields=remarks'), ['unseen', 'core 2', 'core 3'], 'fields= picks from records read now')
  await sql`update cores set remarks = 'seen' where core = 3`.execute(db)
  t.same(await remarks(), ['unseen', 'core 2', 'seen'], 'any write to its table, by any client, and it is read again')
  await app.inject({ method: 'PUT', url: `/api/v1/form/1?name=cores`, headers: await as(app, 'operator'), payload: { remarks: 'edited' } })
  t.same(await remarks(), ['edited', 'core 2', 'seen'], 'through the API too')
  await sql`update holes set hole_name = 'renamed'`.execute(db)
  await sql`alter table cores disable trigger rs_change`.execute(db)
  await sql`update cores set remarks = 'after the hole' where core = 2`.execute(db)
  await sql`alter table cores enable trigger rs_change`.execute(db)
  t.same(await remarks(), ['edited', 'after the hole', 'seen'], 'an ancestor\'s change too (its ids are in the answer)')
})
