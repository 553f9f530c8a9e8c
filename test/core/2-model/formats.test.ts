import t from 'tap'
import { formats, normalDateTime, normalizeTemporal } from '../../../core/2-model/formats.js'

t.test('date and time formats', async t => {
  t.ok(formats['rs-date']('2024-02-29'))
  t.notOk(formats['rs-date']('2023-02-29'))
  t.notOk(formats['rs-date']('0000-01-01'))
  t.notOk(formats['rs-date']('2024-1-1'))
  t.ok(formats['rs-time']('23:59'))
  t.notOk(formats['rs-time']('24:00'))
  t.notOk(formats['rs-time']('12:60:00'))
  t.notOk(formats['rs-time']('noon'))
  t.equal(normalDateTime('2024-05-01 10:30'), '2024-05-01 10:30:00')
  t.equal(normalDateTime('2024-05-01T10:30:15'), '2024-05-01 10:30:15')
  t.equal(normalDateTime('2024-05-01'), null)
  t.equal(normalDateTime('2024-13-01 10:00'), null)
  t.equal(normalDateTime('2024-05-01 25:00'), null)
  t.equal(normalizeTemporal('rs-time', '08:05'), '08:05:00')
  t.equal(normalizeTemporal('rs-datetime', '2024-05-01 08:05'), '2024-05-01 08:05:00')
  t.equal(normalizeTemporal('rs-date', '2024-05-01'), '2024-05-01')
})
