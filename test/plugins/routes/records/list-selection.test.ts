import t from 'tap'
import { buildTestApp } from '../../../helpers/app.js'
import { as } from '../../../helpers/auth.js'
import { hierarchy, post } from '../../../helpers/hierarchy.js'

// selected-record-id (the page that holds a record) and fields (a subset of each record) on model lists.

t.test('selected-record-id and fields', async t => {
  const { app } = await buildTestApp(t)
  const h = await hierarchy(app)
  const holeB = (await post(app, 'holes', { site_id: h.site })).id
  const analysts = ['CK', null, 'JB', 'MS', null]
  const cores: Array<{ id: number, hole_id: number }> = []
  for (let i = 0; i < 23; i++) {
    cores.push(await post(app, 'cores', { hole_id: i % 3 === 2 ? holeB : h.hole, core_type: 'R', top_depth: (i * 7) % 11, drilled_length: 1, analyst: analysts[i % 5] }) as { id: number, hole_id: number })
  }
  const viewer = await as(app, 'viewer')
  const list = async (query: string, path = '/api/v1/form?name=cores') => {
    const response = await app.inject({ url: `${path}${path.includes('?') ? '&' : '?'}${query}`, headers: viewer })
    return { status: response.statusCode, body: response.json() }
  }
  /** every page of a list, by page number: which page holds each id */
  const pagesOf = async (query: string, perPage: number) => {
    const holder = new Map<number, number>()
    for (let page = 1; ; page++) {
      const { body } = await list(`${query}&per-page=${perPage}&page=${page}`)
      for (const r of body.items) holder.set(r.id, page)
      if (body._links.next === undefined) return holder
    }
  }

  t.test('answers the page that holds the record, for any filter and sort', async t => {
    for (const query of ['sort=id', 'sort=-top_depth', 'sort=analyst,-top_depth', 'sort=-analyst', `filter[hole_id]=${h.hole}&sort=top_depth`, 'filter[analyst]=!==NULL&sort=-analyst,id']) {
      for (const perPage of [1, 4, 10]) {
        const holder = await pagesOf(query, perPage)
        for (const [id, page] of holder) {
          const { status, body } = await list(`${query}&per-page=${perPage}&selected-record-id=${id}`)
          t.equal(status, 200)
          if (body._meta.currentPage !== page || !body.items.some((r: { id: number }) => r.id === id)) {
            t.fail(`${query} per-page ${perPage}: record ${id} is on page ${page}, answered ${body._meta.currentPage}`)
            return
          }
        }
      }
      t.pass(query)
    }
  })

  t.test('the links lead on from that page, without the selection', async t => {
    const id = cores[13].id
    const { body } = await list(`sort=id&per-page=5&page=1&selected-record-id=${id}`)
    t.same([body._meta.currentPage, body._meta.pageCount], [3, 5])
    t.ok(body.items.some((r: { id: number }) => r.id === id))
    t.equal(body._links.self.href, 'http://localhost/api/v1/form?name=cores&sort=id&per-page=5&page=3')
    t.equal(new URL(body._links.next.href).searchParams.get('page'), '4')
    t.notOk(body._links.next.href.includes('selected-record-id'))
    const typed = await list(`sort=id&per-page=5&selected-record-id=${id}`, '/api/v1/models/cores')
    t.same(typed.body.items, body.items, 'the per-model path finds the same page')
  })

  t.test('a record that is not there, or not in the filtered list, is refused', async t => {
    const missing = await list('selected-record-id=9999')
    t.equal(missing.status, 404)
    t.equal(missing.body.message, 'Object not found: cores 9999')
    t.equal((await list('selected-record-id=0')).status, 404)
    t.equal((await list('selected-record-id=4294967296')).status, 404)
    const other = cores.find(c => c.hole_id === holeB)!
    const filtered = await list(`filter[hole_id]=${h.hole}&selected-record-id=${other.id}`)
    t.equal(filtered.status, 400)
    t.equal(filtered.body.message, `Record ${other.id} of cores is not among the records the filters select.`)
    for (const bad of ['selected-record-id=x', 'selected-record-id=12345678901', 'selected-record-id=1&selected-record-id=2']) {
      t.equal((await list(bad)).status, 400, bad)
    }
    const first = await list('sort=id&per-page=2')
    const cursor = new URL(first.body._links.next.href).searchParams.get('cursor')!
    const both = await list(`sort=id&per-page=2&cursor=${cursor}&selected-record-id=${cores[0].id}`)
    t.equal(both.status, 400)
    t.equal(both.body.message, 'selected-record-id finds its page by number; leave out cursor.')
  })

  t.test('fields: only the named fields of each record, in the record\'s order', async t => {
    const { status, body } = await list('sort=id&per-page=3&fields=top_depth, id,hole_id,expedition_id')
    t.equal(status, 200)
    t.same(body.items[0], { id: cores[0].id, hole_id: h.hole, top_depth: 0, expedition_id: h.expedition })
    t.same(Object.keys(body.items[1]), ['id', 'hole_id', 'top_depth', 'expedition_id'])
    t.equal(body._meta.totalCount, 23)
    t.match(body._links.next.href, /fields=top_depth%2C\+id%2Chole_id%2Cexpedition_id/)
    const withFiles = await list('per-page=1&fields=archive_files')
    t.same(Object.keys(withFiles.body.items[0]), ['archive_files'])
    const both = await list(`sort=id&per-page=5&fields=id&selected-record-id=${cores[7].id}`)
    t.same(both.body.items.map((r: Record<string, unknown>) => Object.keys(r).join()), ['id', 'id', 'id', 'id', 'id'])
    t.equal(both.body._meta.currentPage, 2)
  })

  t.test('fields that are not fields of the record are refused', async t => {
    const unknown = await list('fields=id,top_dept')
    t.equal(unknown.status, 400)
    t.equal(unknown.body.message, 'Unknown fields field "top_dept"; did you mean "top_depth"?')
    for (const bad of ['fields=', 'fields=,', 'fields=id&fields=core', `fields=${'a,'.repeat(4001)}`]) {
      t.equal((await list(bad)).status, 400, bad.slice(0, 30))
    }
    const typed = await list('fields=id', '/api/v1/models/cores')
    t.equal(typed.status, 400)
    t.equal(typed.body.message, 'fields is served by GET /api/v1/form?name=cores; this path answers whole records.')
  })
})
