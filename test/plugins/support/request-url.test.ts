import t from 'tap'
import { buildTestApp } from '../../helpers/app.js'
import { requestUrl } from '../../../plugins/support/request-url.js'

t.test('absolute request URLs honour forwarded headers only behind a trusted proxy', async t => {
  for (const [trust, expected] of [['false', 'http://api.local/u?x=1'], ['true', 'https://records.example.org/u?x=1']]) {
    const { app } = await buildTestApp(t, { bundled: false, env: { TRUST_PROXY: trust } })
    app.get('/u', { schema: { hide: true }, config: { access: 'public' } }, async request => requestUrl(request).toString())
    const response = await app.inject({ url: '/u?x=1', headers: { host: 'api.local', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'records.example.org' } })
    t.equal(response.body, expected, `TRUST_PROXY=${trust}`)
  }
})
