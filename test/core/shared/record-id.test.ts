import t from 'tap'
import { parseRecordId, recordIdDigits } from '../../../core/shared/record-id.js'

// The one reading of record ids from requests (core/shared/record-id.ts); the answers each caller gives to a text
// that names no record are tested through HTTP (records, reports, defaults).

t.test('a record id is 1 to 10 digits of a value a record can have', async t => {
  t.equal(parseRecordId('1'), 1)
  t.equal(parseRecordId('00042'), 42, 'leading zeros')
  t.equal(parseRecordId('2147483647'), 2147483647, 'the largest id')
  for (const text of ['', '0', '0000000000', '2147483648', '9999999999', '12345678901', '-1', '+1', '1.0', '1e3', ' 1', '1 ', 'x', '١']) {
    t.equal(parseRecordId(text), undefined, JSON.stringify(text))
  }
})

t.test('the digits of an id, whether or not a record can have it', async t => {
  t.same(['0', '7', '9999999999'].map(recordIdDigits), [0, 7, 9999999999])
  t.same(['', '12345678901', '-1', 'x'].map(recordIdDigits), [undefined, undefined, undefined, undefined])
})
