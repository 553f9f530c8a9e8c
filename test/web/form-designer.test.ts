import { join } from 'node:path'
import t from 'tap'
import type { Page } from 'playwright-core'
import { packageRoot } from '../../core/shared/paths.js'
import { tempDir } from '../helpers/app.js'
import { choose, field, launch, loggedIn } from '../helpers/browser.js'
import { adminHeaders, ADMIN_PASSWORD, createRecord, postJson, serviceEnv, startService } from '../helpers/service-process.js'
import { axeProblems } from './helpers/axe.js'

// The form designer (issue 32, mDIS FormTemplate): a developer designs a new form of a model in the browser — two
// groups, a field dragged into the other group, another moved by keyboard, one relabelled and made a select of a
// value list, one marked required, a parent form button — and saves it (create-form, then update-form); the service
// stores exactly that, and the model's data-entry form shows those groups, that order and those labels, and stores a
// record entered in it. A 422 shows at the controls its pointers name. SCREENSHOTS=1 writes docs/form-designer.png.

const photos = {
  name: 'core_photos',
  module: 'Core',
  parentModel: 'cores',
  columns: {
    core_id: { type: 'integer', required: true, label: 'Core ID' },
    photo: { type: 'string', size: 50, required: true, label: 'Photo' },
    analyst: { type: 'string', size: 100, label: 'Analyst', selectListName: 'ANALYST' },
    light: { type: 'string', size: 20, label: 'Light' },
    taken: { type: 'dateTime', label: 'Taken' },
    remarks: { type: 'text', label: 'Remarks' }
  }
}

/** The names of the fields of each group of the designer, in order (as they are now). */
const designNow = async (page: Page): Promise<string[][]> =>
  await page.locator('[data-test^=design-group-]').evaluateAll(groups => groups.map(g => [...g.querySelectorAll('[data-field]')].map(f => f.getAttribute('data-field')!)))

/** The names of the fields of each group of the designer, once they are `expected` (else as they are after 5 s). */
async function designed (page: Page, expected: string[][]): Promise<string[][]> {
  for (let i = 0; i < 50 && JSON.stringify(await designNow(page)) !== JSON.stringify(expected); i++) await page.waitForTimeout(100)
  return await designNow(page)
}

/** Whether the control marked `test` shows a message matching `text` (its hint may be leaving meanwhile). */
async function messageAt (page: Page, test: string, text: RegExp): Promise<boolean> {
  await page.locator(`[data-test=${test}] .v-messages__message`, { hasText: text }).waitFor()
  return true
}

/** The option `text` of the select marked `test`. */
async function pick (page: Page, test: string, text: string): Promise<void> {
  await page.click(`[data-test=${test}]`)
  await page.locator('.v-overlay--active .v-list-item', { hasText: text }).first().click()
}

t.test('a form designed in the browser, stored, and used for data entry', async t => {
  const service = await startService(t, await serviceEnv(t, await tempDir(t)))
  const admin = await adminHeaders(service.url)
  t.equal((await postJson(`${service.url}/cg/api/create-model`, admin, { template: photos })).status, 201)
  const program = await createRecord(service.url, admin, 'programs', { program: 'ICDP', program_name: 'International Continental Drilling Program' })
  const expedition = await createRecord(service.url, admin, 'expeditions', { program_id: program, expedition: '5065', exp_name: 'Deep drilling' })
  const site = await createRecord(service.url, admin, 'sites', { expedition_id: expedition })
  const hole = await createRecord(service.url, admin, 'holes', { site_id: site })
  const core = await createRecord(service.url, admin, 'cores', { hole_id: hole, core_type: 'R' })
  const seed = await (await fetch(`${service.url}/cg/api/get-form-template-seed?modelName=core_photos`, { headers: admin })).json()

  const browser = await launch(t)
  const page = await loggedIn(browser, service.url, 'admin', ADMIN_PASSWORD)
  const design = async (expected: string[][], message: string) => t.same(await designed(page, expected), expected, message)
  await page.goto(`${service.url}/app/#/templates/forms/core_photos-form?model=core_photos&new=1`)
  await page.waitForSelector('[data-test=design-field-photo]')
  t.equal(await page.locator('[data-test=form-name] input').inputValue(), 'core-photos-form', 'a new form, named in kebab-case')
  await design([['photo']], 'seeded with the required column')

  // a 422: the name and a label, each at its control
  await page.locator('[data-test=form-name] input').fill('Core Photos')
  await page.click('[data-test=design-field-photo] [data-test=edit-field]')
  await page.locator('[data-test=field-label] input').fill('x'.repeat(1001))
  await page.click('[data-test=save-form]')
  t.ok(await messageAt(page, 'form-name', /must match pattern/), 'the name\'s problem at the name')
  t.ok(await messageAt(page, 'field-label', /1000 characters/), 'the label\'s at the label')
  t.match(await page.locator('[data-test=design-field-photo] [data-test=field-problem]').innerText(), /1000 characters/, 'and at the field')
  await page.locator('[data-test=form-name] input').fill('core-photos')
  await page.locator('[data-test=field-label] input').fill('Photo file')

  // the other columns added; two groups; light dragged into the second, remarks moved there by keyboard, taken by its menu
  for (const column of ['analyst', 'light', 'taken', 'remarks']) await page.click(`[data-test=available-${column}] [data-test=add-column]`)
  await page.waitForSelector('[data-test=no-columns-left]')
  await page.locator('[data-test=design-group-0] [data-test=group-name] input').fill('Photo')
  await page.click('[data-test=add-group]')
  await page.locator('[data-test=design-group-1] [data-test=group-name] input').fill('Conditions')
  await page.dragAndDrop('[data-test=design-field-light] [data-test=field-title]', '[data-test=design-group-1] [data-test=group-empty]')
  await design([['photo', 'analyst', 'taken', 'remarks'], ['light']], 'dragged into the other group')
  await page.focus('[data-test=design-field-remarks] [data-test=move-down]')
  await page.keyboard.press('Enter')
  await page.waitForFunction(() => document.activeElement?.closest('[data-test^=design-group-1]') !== null)
  await page.keyboard.press('Enter')
  await design([['photo', 'analyst', 'taken'], ['light', 'remarks']], 'moved down twice by keyboard, the focus kept')
  await page.focus('[data-test=design-field-taken] [data-test=move-to-group]')
  await page.keyboard.press('Enter')
  await page.click('[data-test=to-group-1]')
  await design([['photo', 'analyst'], ['light', 'remarks', 'taken']], 'moved to the group by its menu')

  // light relabelled and a select of a value list; remarks marked required; the core form as the parent button
  await page.click('[data-test=design-field-light] [data-test=edit-field]')
  await page.locator('[data-test=field-label] input').fill('Light source')
  await pick(page, 'field-kind', 'Select')
  await choose(page, 'source-list', 'CORE_TYPE')
  await page.click('[data-test=design-field-remarks] [data-test=edit-field]')
  await page.locator('[data-test=field-required] input').check()
  await pick(page, 'sup-forms', 'cores')
  await page.keyboard.press('Escape')
  t.match(await page.locator('[data-test=preview-remarks]').innerText(), /Remarks \*/, 'the preview follows')
  await page.click('[data-test=design-field-light] [data-test=edit-field]')
  await page.click('[data-test=save-form]')
  await page.waitForSelector('[data-test=design-saved]')
  t.match(page.url(), /#\/templates\/forms\/core-photos\?model=core_photos$/, 'then the stored form\'s page')
  await design([['photo', 'analyst'], ['light', 'remarks', 'taken']], 'as it was saved')
  // the stored form changed again (update-form)
  await page.click('[data-test=design-field-photo] [data-test=edit-field]')
  await page.locator('[data-test=field-description] input').fill('The file name on the camera')
  await page.waitForSelector('[data-test=design-saved]', { state: 'detached' })
  await page.click('[data-test=save-form]')
  await page.waitForSelector('[data-test=design-saved]')
  await page.click('[data-test=design-field-light] [data-test=edit-field]')
  t.same(await axeProblems(page), [], 'axe: the form designer')
  if (process.env.SCREENSHOTS === '1') await page.screenshot({ path: join(packageRoot(), 'docs', 'form-designer.png') })
  // an edit not saved: leaving asks first (Cancel stays, the edit kept); Leave goes without it (the stored form below)
  await page.locator('[data-test=field-label] input').fill('Light')
  await page.click('[data-test=back-to-templates]')
  const leaving = page.getByRole('dialog', { name: 'Leave without saving?' })
  await leaving.getByRole('button', { name: 'Cancel' }).click()
  await leaving.waitFor({ state: 'hidden' })
  t.equal(await page.locator('[data-test=field-label] input').inputValue(), 'Light', 'Cancel: the page stays, with the edit')
  await page.click('[data-test=back-to-templates]')
  await page.click('[data-test=confirm-leave]')
  await page.waitForSelector('[data-test=template-file]')

  // stored exactly so
  const stored = await (await fetch(`${service.url}/cg/api/get-form-template?name=core-photos`, { headers: admin })).json()
  const of = (name: string, group: string, order: number, change: Record<string, unknown> = {}) => ({ ...seed.availableFieldTemplates[name], group, order, ...change })
  const { requiredFilters, filterDataModels, ...form } = stored
  t.same({ ...form, fields: form.fields.map(({ searchable, ...f }: { searchable: boolean }) => f) }, {
    name: 'core-photos',
    dataModel: 'core_photos',
    fields: [
      of('photo', 'Photo', 0, { label: 'Photo file', description: 'The file name on the camera' }),
      of('analyst', 'Photo', 1),
      of('light', 'Conditions', 2, {
        label: 'Light source',
        formInput: { type: 'select', disabled: false, multiple: false, selectSource: { type: 'list', listName: 'CORE_TYPE', textField: 'remark', valueField: 'display' } }
      }),
      of('remarks', 'Conditions', 3, { validators: [{ type: 'required' }, { type: 'string' }] }),
      of('taken', 'Conditions', 4)
    ],
    supForms: { cores: { buttonLabel: 'Core' } }
  }, 'the stored form is the one designed')

  // the model's data-entry form: those groups, that order, those labels; a record entered
  await page.goto(`${service.url}/app/#/models/core_photos?programs=${program}&expeditions=${expedition}&sites=${site}&holes=${hole}&cores=${core}`)
  await page.click('[data-test=new]')
  await page.waitForSelector('[data-test=record-form][aria-busy=false]')
  const rows = await page.locator('[data-test=record-form] .v-card-text > .v-row').evaluateAll(rows => rows.map(r =>
    [...r.querySelectorAll('.v-input[data-test^=field-]')].map(f => `${f.getAttribute('data-test')!.slice(6)}: ${f.querySelector('label')?.textContent?.trim() ?? ''}`)))
  t.same(rows, [['photo: Photo file *', 'analyst: Analyst'], ['light: Light source', 'remarks: Remarks *', 'taken: Taken']], 'groups, order and labels as designed')
  t.same(await page.locator('[data-test=record-form] h3[data-test^=group-]').allInnerTexts(), ['Photo', 'Conditions'], 'each group headed by its name')
  await field(page, 'photo').fill('IMG_0001.jpg')
  await choose(page, 'field-light', 'Rotary')
  await field(page, 'remarks').fill('daylight')
  await page.click('[data-test=record-form] [data-test=save]')
  await page.waitForSelector('[data-test=saved]')
  const records = await (await fetch(`${service.url}/api/v1/form?name=core_photos`, { headers: admin })).json()
  t.match(records.items, [{ core_id: core, photo: 'IMG_0001.jpg', light: 'R', remarks: 'daylight' }], 'the record stored')

  // developers only: an operator is told so, and the service refuses the seed
  t.equal((await postJson(`${service.url}/api/v1/users`, admin, { username: 'olaf', password: 'olaf-password', roles: ['operator'] })).status, 201)
  const operator = await loggedIn(browser, service.url, 'olaf', 'olaf-password')
  await operator.goto(`${service.url}/app/#/templates/forms/core-photos?model=core_photos`)
  await operator.waitForSelector('[data-test=designer-not-allowed]')
  t.equal(await operator.locator('[data-test=save-form], [data-test=form-name]').count(), 0, 'nothing to design')
})
