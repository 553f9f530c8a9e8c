import t from 'tap'
import { tempDir } from '../helpers/app.js'
import { launch, loggedIn } from '../helpers/browser.js'
import { adminHeaders, postJson, serviceEnv, startService } from '../helpers/service-process.js'
import { axeProblems } from './helpers/axe.js'

// The account page (issue 32, mDIS AccountSettings): a user reads and changes their name and e-mail (a new e-mail
// asks for the password) and their password, by keyboard, each problem under the field it names.

t.test('the account page: profile and password', async t => {
  const service = await startService(t, await serviceEnv(t, await tempDir(t)))
  const admin = await adminHeaders(service.url)
  const created = await postJson(`${service.url}/api/v1/users`, admin, { username: 'nora', email: 'nora@example.org', password: 'nora-password', roles: ['operator'] })
  t.equal(created.status, 201)
  const browser = await launch(t)
  const page = await loggedIn(browser, service.url, 'nora', 'nora-password')
  const input = (name: string) => page.locator(`input[name="${name}"]`)
  const messages = async (name: string) => (await page.locator(`.v-input:has(input[name="${name}"]) .v-messages`).innerText()).trim()
  /** the problem shown under a field, once there is one */
  const problemUnder = async (name: string) => {
    await page.locator(`.v-input:has(input[name="${name}"]) .v-messages__message`).waitFor()
    return await messages(name)
  }

  await page.click('[data-test=user]')
  await page.waitForSelector('[data-test=account-who]')
  t.equal(await page.locator('[data-test=account-who]').innerText(), 'nora · viewer, operator')
  t.equal(await input('email').inputValue(), 'nora@example.org', 'the stored e-mail')
  t.equal(await input('password').count(), 0, 'no password asked while the e-mail stays')
  t.same(await axeProblems(page), [], 'axe: the account page')

  // the name, saved by Enter
  await input('name').fill('Nora Example')
  await input('name').press('Enter')
  await page.waitForSelector('[data-test=profile-saved]')
  t.equal(await page.getByRole('status').filter({ hasText: 'Profile saved.' }).count(), 1, 'the confirmation is announced')
  const stored = async () => await (await fetch(`${service.url}/api/v1/users/${created.body.id as number}`, { headers: admin })).json()
  t.equal((await stored()).name, 'Nora Example')

  // a new e-mail: the password field appears; without it, the service's problem is under it
  await input('email').fill('nora.new@example.org')
  await input('password').waitFor()
  await input('email').press('Enter')
  t.equal(await problemUnder('password'), 'Password is needed to change the e-mail address.')
  await input('password').fill('nora-password')
  await input('password').press('Enter')
  await page.waitForSelector('[data-test=profile-saved]')
  t.equal((await stored()).email, 'nora.new@example.org')
  t.equal(await input('password').count(), 0, 'the stored e-mail again: no password field')

  // the password: a wrong one, a confirmation that differs, then the change
  const fill = async (old: string, next: string, again: string) => {
    await input('oldPassword').fill(old)
    await input('newPassword').fill(next)
    await input('newPasswordConfirmation').fill(again)
    await input('newPasswordConfirmation').press('Enter')
  }
  await fill('wrong-password', 'new-password-1', 'new-password-1')
  t.equal(await problemUnder('oldPassword'), 'The password is incorrect.')
  await fill('nora-password', 'new-password-1', 'new-password-2')
  t.equal(await problemUnder('newPasswordConfirmation'), 'New Password Confirmation must be equal to "New Password".')
  await page.locator('.v-input:has(input[name="oldPassword"]) .v-messages__message').waitFor({ state: 'detached' })
  t.equal(await messages('oldPassword'), '', 'the earlier problem is gone')
  await fill('nora-password', 'new-password-1', 'new-password-1')
  await page.waitForSelector('[data-test=password-changed]')
  t.equal(await input('oldPassword').inputValue(), '', 'the fields emptied')
  const login = async (password: string) => (await postJson(`${service.url}/api/v1/auth/login`, {}, { username: 'nora', password })).status
  t.same([await login('new-password-1'), await login('nora-password')], [200, 422], 'the new password logs in, the old no more')
  t.same(await axeProblems(page), [], 'axe: with the confirmations shown')
})
