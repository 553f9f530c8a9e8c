import t from 'tap'
import { ListPages, listVersion } from '../../../core/5-records/pages.js'
import { bundledRegistry } from '../../helpers/models.js'

const page = (...items: string[]) => ({ items, total: items.length, estimated: false, hasNext: false })

t.test('list pages: per model and request, the least recently used go when the text held passes the bound', async t => {
  const registry = bundledRegistry()
  const [cores, holes] = [registry.get('cores')!, registry.get('holes')!]
  const pages = new ListPages({ read: async () => new Map() }, 48)
  pages.set(cores, 'a', { version: 1, page: page('x'.repeat(10)) })
  pages.set(holes, 'a', { version: 2, page: page('y'.repeat(5), 'z'.repeat(5)) })
  t.same([pages.get(cores, 'a')?.version, pages.get(holes, 'a')?.version, pages.get(cores, 'b'), pages.bytes], [1, 2, undefined, 20], 'models apart')
  pages.set(cores, 'a', { version: 3, page: page('w'.repeat(8)) })
  t.same([pages.get(cores, 'a')?.page.items, pages.bytes], [['w'.repeat(8)], 18], 'a page read again replaces the one before')
  pages.get(holes, 'a')
  pages.set(cores, 'b', { version: 3, page: page('v'.repeat(12)) })
  pages.set(cores, 'c', { version: 3, page: page('u'.repeat(12)) })
  pages.set(cores, 'd', { version: 3, page: page('s'.repeat(12)) })
  t.same([pages.get(cores, 'a'), pages.get(holes, 'a')?.version, pages.get(cores, 'b')?.version, pages.bytes], [undefined, 2, 3, 46], 'the least recently used went')
  pages.set(holes, 'a', { version: 4, page: page('t'.repeat(13)) })
  t.same([pages.get(holes, 'a'), pages.bytes], [undefined, 36], 'a page larger than a quarter of the bound is not held, and the older one goes')
})

t.test('a page held is answered while the change counters of the tables it read add up to its version', async t => {
  const cores = bundledRegistry().get('cores')!
  let counts = new Map([['cores', 5], ['holes', 2], ['rs_value_list', 1], ['other', 7]])
  const pages = new ListPages({ read: async () => counts })
  t.equal(listVersion(cores, counts), 8, 'the tables it reads, not the others')
  t.equal(await pages.current(cores, 'a'), undefined, 'none held')
  pages.set(cores, 'a', { version: 8, page: page('{"id":1}') })
  const answered = await pages.current(cores, 'a')
  t.same(answered, page('{"id":1}'))
  t.not(answered, await pages.current(cores, 'a'), 'a copy each time')
  counts = new Map([...counts, ['other', 9]])
  t.same(await pages.current(cores, 'a'), page('{"id":1}'), 'a table it does not read changed')
  counts = new Map([...counts, ['rs_archive_file', 1]])
  t.equal(await pages.current(cores, 'a'), undefined, 'one it reads changed')
})
