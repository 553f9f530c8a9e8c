import t from 'tap'
import { isUploadName, safeName, splitExtension, storedName, withSuffix } from '../../../core/files/names.js'

t.test('client file names become one safe path segment', async t => {
  for (const [raw, safe] of [
    ['report.pdf', 'report.pdf'], ['../../etc/passwd', 'passwd'], ['/abs/x.txt', 'x.txt'], ['C:\\dir\\y.txt', 'y.txt'],
    ['a\u0000b', 'ab'], ['..', 'file'], ['...hidden', 'hidden'], [' . spaced ', 'spaced'], ['dir/', 'file'], ['', 'file'],
    ['tab\tand\u0085next', 'tabandnext'], ['Cafe\u0301.txt', 'Café.txt']
  ]) t.equal(safeName(raw), safe, JSON.stringify(raw))
  const long = safeName(`${'ä'.repeat(150)}.jpeg`)
  t.equal(Buffer.byteLength(long), 199, 'cut to 200 bytes without splitting a character')
  t.match(long, /^ä+\.jpeg$/)
  t.equal(safeName('x'.repeat(300)).length, 200)
})

t.test('suffixes, extensions, upload names, stored names', async t => {
  t.same([withSuffix('a.tar.gz', 1), withSuffix('a.tar.gz', 2), withSuffix('README', 3), withSuffix('.env', 2)], ['a.tar.gz', 'a.tar_2.gz', 'README_3', '.env_2'])
  t.same(splitExtension('.profile'), { stem: '.profile', ext: '' })
  t.same(['a.txt', '.a', '', 'a/b', 'a\\b'].map(isUploadName), [true, false, false, false, true])
  t.equal(storedName('CS', '5065_1_A_3', '2', 17, 'Scan.JPG'), 'CS_5065_1_A_3_2.F17.jpg')
  t.equal(storedName('DOC', '50/65 x', null, 3, 'notes'), 'DOC_50_65_x.F3')
  t.equal(storedName('DOC', '5065', '../x', 4, 'a.tar.gz'), 'DOC_5065__x.F4.gz')
  t.equal(storedName('DOC', '5065', null, 5, 'a.we!rd'), 'DOC_5065.F5')
})
