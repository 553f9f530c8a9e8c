import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import QRCode from 'qrcode'
import t from 'tap'
import { tempDir } from '../helpers/app.js'
import { launch, loggedIn } from '../helpers/browser.js'
import { adminHeaders, ADMIN_PASSWORD, createHole, postJson, serviceEnv, startService } from '../helpers/service-process.js'
import { axeProblems } from './helpers/axe.js'

// The IGSN scanner (issue 32, mDIS DisQrCodeScanner): an IGSN typed, read from a picture of a label's QR code, or
// read by the camera (Chromium's fake camera playing a video of the QR code) opens its record's form.

/** A raw YUV 4:2:0 video (Y4M) of a QR code, for Chromium's fake camera: a few frames of the code, black on white. */
async function qrVideo (file: string, text: string): Promise<void> {
  const [width, height] = [640, 480]
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' })
  const scale = Math.floor(400 / (modules.size + 8))
  const left = Math.floor((width - modules.size * scale) / 2)
  const top = Math.floor((height - modules.size * scale) / 2)
  const luma = Buffer.alloc(width * height, 235)
  for (let y = 0; y < modules.size * scale; y++) {
    for (let x = 0; x < modules.size * scale; x++) {
      if (modules.get(Math.floor(y / scale), Math.floor(x / scale)) === 1) luma[(top + y) * width + left + x] = 16
    }
  }
  const chroma = Buffer.alloc(width * height / 2, 128)
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma])
  await writeFile(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`), frame, frame, frame]))
}

t.test('an IGSN typed, read from a picture or by the camera opens its record', async t => {
  const dir = await tempDir(t)
  const service = await startService(t, await serviceEnv(t, dir))
  const admin = await adminHeaders(service.url)
  const hole = await createHole(service.url, admin)
  const cores = []
  for (let i = 0; i < 3; i++) cores.push((await postJson(`${service.url}/api/v1/form?name=cores`, admin, { hole_id: hole, core_type: 'R' })).body)
  t.ok(cores.every(c => typeof c.igsn === 'string'), 'the cores have their IGSN')
  const video = join(dir, 'qr.y4m')
  await qrVideo(video, cores[2].igsn)
  const browser = await launch(t, ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${video}`])
  const page = await loggedIn(browser, service.url, 'admin', ADMIN_PASSWORD)
  const opened = async (core: { combined_id: string }) => {
    await page.getByRole('dialog', { name: `Core ${core.combined_id}` }).waitFor()
    await page.click('[data-test=close]')
    await page.waitForSelector('[data-test=record-form]', { state: 'detached' })
  }

  // typed (as a hand scanner types: the code, then Enter), in any letter case
  await page.click('[data-test=scan-igsn]')
  await page.getByRole('dialog', { name: 'Scan an IGSN' }).waitFor()
  t.same(await axeProblems(page, '[data-test=igsn-scanner]'), [], 'axe: the scanner')
  await page.keyboard.type(cores[0].igsn.toLowerCase())
  await page.keyboard.press('Enter')
  await opened(cores[0])
  t.match(page.url(), /#\/models\/cores$/, 'the record leaves the URL once its form is closed')

  // an IGSN nobody holds: the service's answer
  await page.click('[data-test=scan-igsn]')
  await page.locator('input[name=igsn]').fill('ICDPNOSUCH')
  await page.click('[data-test=find-igsn]')
  await page.waitForSelector('[data-test=scan-problem]')
  t.equal(await page.locator('[data-test=scan-problem]').innerText(), 'No record holds the IGSN ICDPNOSUCH.')

  // a picture of a label's QR code; then one without any
  const picture = page.locator('[data-test=qr-picture] input[type=file]')
  await picture.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') })
  await page.waitForSelector('[data-test=scan-problem]:has-text("No QR code was found in photo.png.")')
  await picture.setInputFiles({ name: 'label.png', mimeType: 'image/png', buffer: await QRCode.toBuffer(cores[1].igsn, { scale: 6 }) })
  await opened(cores[1])

  // a hand scanner types at once after the click, before the dialog has the cursor in its field: no key is lost
  await page.click('[data-test=scan-igsn]')
  await page.keyboard.type(cores[0].igsn)
  await page.keyboard.press('Enter')
  await opened(cores[0])

  // the camera, looking at a label
  await page.click('[data-test=scan-igsn]')
  await page.click('[data-test=use-camera]')
  await opened(cores[2])
  t.equal(await page.locator('[data-test=igsn-scanner]').count(), 0, 'the scanner closed')
  t.ok(await page.evaluate(() => document.querySelectorAll('video').length === 0), 'and the camera with it')
})
