import owaspRuleset from '@stoplight/spectral-owasp-ruleset'
import spectralCore, { type RulesetDefinition } from '@stoplight/spectral-core'
import spectralParsers from '@stoplight/spectral-parsers'
import spectralRulesets from '@stoplight/spectral-rulesets'
import t from 'tap'
import { buildTestApp } from '../../../helpers/app.js'

// The document as API linters see it (Stoplight Spectral, the linter most API tooling embeds): the OpenAPI
// ruleset finds nothing, and of the OWASP API security ruleset only the findings the README accepts remain.

// (CommonJS packages: their named exports are read from the default import)
const { Document, Spectral } = spectralCore
const { Json } = spectralParsers
const { oas } = spectralRulesets
// (the package is CommonJS with an ES build: its types see the module, the ES build gives the ruleset)
const owasp = ('default' in owaspRuleset ? owaspRuleset.default : owaspRuleset) as unknown as RulesetDefinition

/** OWASP rules whose findings are accepted, each for the reason given in the README ("OpenAPI"). */
export const ACCEPTED_OWASP = [
  'owasp:api1:2023-no-numeric-ids',
  'owasp:api2:2023-read-restricted',
  'owasp:api2:2023-write-restricted',
  'owasp:api4:2023-array-limit',
  'owasp:api4:2023-string-restricted',
  'owasp:api8:2023-define-cors-origin',
  'owasp:api8:2023-define-error-responses-401'
]

/** string-limit is accepted only for answers that are whole files or documents: downloads, reports, openapi.yaml. */
const wholeBody = (f: Finding): boolean => f.code === 'owasp:api4:2023-string-limit' && f.path[3] === 'responses' && f.path.at(-1) === 'schema'

interface Finding { code: string, path: string[], message: string }

async function lint (json: string, ruleset: RulesetDefinition): Promise<Finding[]> {
  const spectral = new Spectral()
  spectral.setRuleset(ruleset)
  const results = await spectral.run(new Document(json, Json, 'openapi.json'))
  return results.map(r => ({ code: String(r.code), path: r.path.map(String), message: r.message }))
}

t.test('Spectral: no finding of the OpenAPI ruleset, only accepted ones of the OWASP ruleset', async t => {
  const { app } = await buildTestApp(t)
  // with a model registered while running, whose operations are generated
  const token = (await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { username: 'admin', password: 'admin-password' } })).json().token as string
  const created = await app.inject({
    method: 'POST', url: '/cg/api/create-model', headers: { authorization: `Bearer ${token}` },
    payload: { template: { name: 'crates', columns: { label: { type: 'string', size: 20, required: true }, weight: { type: 'double' } } } }
  })
  t.equal(created.statusCode, 201)
  const json = (await app.inject({ url: '/openapi.json' })).body

  t.same(await lint(json, { extends: [[oas as RulesetDefinition, 'recommended']] }), [], 'spectral:oas (recommended): 0 errors, 0 warnings')
  const findings = await lint(json, { extends: [[owasp, 'recommended']] })
  t.same(findings.filter(f => !ACCEPTED_OWASP.includes(f.code) && !wholeBody(f)), [], 'OWASP: nothing beyond the accepted rules')
  // every operation is rate-limited (plugins/infra/rate-limit.ts, the login limit) and documents it: 429 with its
  // shape and Retry-After, the RateLimit headers on its answers
  t.same(findings.filter(f => f.code.includes('rate-limit')), [], 'OWASP: no rate-limit finding')
  t.ok(findings.some(wholeBody), 'the OWASP ruleset ran')
})
