import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import t from 'tap'
import { sniff } from '../../../core/files/sniff.js'
import { tempDir } from '../../helpers/app.js'

t.test('MIME types come from the content', async t => {
  const dir = await tempDir(t)
  const cases: Array<[string, Buffer | string, { mime: string, ext: string | null }]> = [
    ['scan.txt', Buffer.from('%PDF-1.7\n'), { mime: 'application/pdf', ext: 'pdf' }],
    ['notes.bin', 'plain words\n', { mime: 'text/plain', ext: null }],
    ['empty', '', { mime: 'text/plain', ext: null }],
    ['nul', Buffer.from('text\u0000more'), { mime: 'application/octet-stream', ext: null }],
    ['latin1', Buffer.from([0x63, 0x61, 0x66, 0xe9]), { mime: 'application/octet-stream', ext: null }],
    // a long UTF-8 text whose 64 KiB probe ends inside a character
    ['long', 'a' + 'ä'.repeat(40000), { mime: 'text/plain', ext: null }]
  ]
  for (const [name, content, expected] of cases) {
    await writeFile(join(dir, name), content)
    t.same(await sniff(join(dir, name)), expected, name)
  }
})
