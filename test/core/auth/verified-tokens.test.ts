import t from 'tap'
import { VerifiedTokens } from '../../../core/auth/verified-tokens.js'

t.test('a verified token is kept until its exp, and the oldest leaves when full', async t => {
  let now = 1_000_000
  const tokens = new VerifiedTokens(2, () => now)
  const claims = (jti: string, exp?: number) => ({ sub: '1', jti, exp })
  t.equal(tokens.get('a'), undefined, 'unknown token')
  tokens.add('a', claims('a', 1_010))
  t.same(tokens.get('a'), claims('a', 1_010), 'known before exp')
  now = 1_010_000
  t.equal(tokens.get('a'), undefined, 'gone at exp')
  now = 1_000_000
  t.equal(tokens.get('a'), undefined, 'and not kept after it')
  tokens.add('b', claims('b'))
  t.equal(tokens.get('b'), undefined, 'a token without exp is not kept')
  tokens.add('c', claims('c', 2_000))
  tokens.add('d', claims('d', 2_000))
  tokens.add('e', claims('e', 2_000))
  t.equal(tokens.get('c'), undefined, 'the oldest left')
  t.ok(tokens.get('d') !== undefined && tokens.get('e') !== undefined)
})

t.test('the clock defaults to Date.now', async t => {
  const tokens = new VerifiedTokens(1)
  tokens.add('a', { sub: '1', jti: 'a', exp: Math.floor(Date.now() / 1000) + 60 })
  t.ok(tokens.get('a'))
})
