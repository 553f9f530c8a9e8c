import t from 'tap'
import { StatementCache } from '../../../core/2-model/statements.js'

t.test('statements: compiled once per shape; the oldest goes when full', async t => {
  const cache = new StatementCache(2)
  let built = 0
  const build = (sql: string) => () => { built++; return { sql, parameters: [] } }
  cache.get('a', build('A'))
  cache.get('a', build('A'))
  t.equal(built, 1)
  cache.get('b', build('B'))
  cache.get('c', build('C'))
  t.equal(cache.get('a', build('A2')).sql, 'A2', 'rebuilt after it went')
  t.equal(built, 4)
})
