import t from 'tap'
import { envelope, readPage } from '../../../core/shared/paging.js'

t.test('page parameters', async t => {
  t.same(readPage({}), { page: 1, perPage: 20, limit: 20, offset: 0 })
  t.same(readPage({ page: '3', 'per-page': '50' }), { page: 3, perPage: 50, limit: 50, offset: 100 })
  t.same(readPage({ page: '', 'per-page': '' }), { page: 1, perPage: 20, limit: 20, offset: 0 })
  t.same(readPage({ 'per-page': '-1' }, { allowAll: true }), { page: 1, perPage: -1, limit: null, offset: 0 })
  t.same(readPage({ 'per-page': '5' }, { defaultPerPage: 5, maxPerPage: 10 }).perPage, 5)
  t.throws(() => readPage({ 'per-page': '-1' }), { message: 'per-page must be between 1 and 1000.' })
  t.throws(() => readPage({ 'per-page': '0' }, { allowAll: true }), { message: 'per-page must be between 1 and 1000, or -1 for all.' })
  t.throws(() => readPage({ 'per-page': '1001' }), { message: 'per-page must be between 1 and 1000.' })
  t.throws(() => readPage({ page: '0' }), { message: 'page must be 1 or more.' })
  t.throws(() => readPage({ page: 'two' }), { message: 'page must be an integer.' })
  t.throws(() => readPage({ page: ['1', '2'] }), { message: 'page must be an integer.' })
  t.throws(() => readPage({ page: '99999999999' }), { message: 'page must be an integer.' })
})

t.test('envelope links keep the other parameters; next and last only when more pages follow', async t => {
  const url = new URL('http://h:1/api/v1/form?name=cores&filter%5Bcore%5D=%3E2&sort=-core&page=1')
  const first = envelope([1, 2], 45, readPage({ page: '1', 'per-page': '20' }), url)
  t.same(first._meta, { totalCount: 45, pageCount: 3, currentPage: 1, perPage: 20 })
  t.same(first._links, {
    self: { href: 'http://h:1/api/v1/form?name=cores&filter%5Bcore%5D=%3E2&sort=-core&page=1&per-page=20' },
    next: { href: 'http://h:1/api/v1/form?name=cores&filter%5Bcore%5D=%3E2&sort=-core&page=2&per-page=20' },
    last: { href: 'http://h:1/api/v1/form?name=cores&filter%5Bcore%5D=%3E2&sort=-core&page=3&per-page=20' }
  })
  t.same(Object.keys(envelope([], 45, readPage({ page: '3' }), url)._links), ['self'])
  t.same(Object.keys(envelope([], 45, readPage({ page: '9' }), url)._links), ['self'], 'past the end')
  t.same(envelope([], 0, readPage({}), url)._meta, { totalCount: 0, pageCount: 1, currentPage: 1, perPage: 20 })
  t.same(envelope([1], 1, readPage({ 'per-page': '-1' }, { allowAll: true }), url)._meta, { totalCount: 1, pageCount: 1, currentPage: 1, perPage: -1 })
})
