import t from 'tap'
import { chartPoints, chartSettings, chartSummary, columnLabel } from '../../../web/src/components/widgets/chartSettings.js'

// A chart widget's settings from its extraSettings (web/src/components/widgets/chartSettings.ts): the defaults of the
// seeded "Drilling Progress" chart, what is taken and what falls back, the points of the records and the sentence
// that says what the chart shows.

t.test('the seeded chart\'s defaults: cores\' recovery (%) by top depth, a line', async t => {
  t.same(chartSettings({}), {
    model: 'cores', x: 'top_depth', y: 'core_recovery_pc', kind: 'line', filter: {}, xLabel: 'Top Depth (m)', yLabel: 'Core Recovery (%)'
  })
})

t.test('settings given are taken; wrong types fall back', async t => {
  const settings = chartSettings({ model: 'holes', x: 'combined_id', y: 'elevation', kind: 'pie', filter: { site_id: 3, hole: '>A', bad: { nested: 1 } }, yLabel: 'Elevation (m)' })
  t.same(settings, { model: 'holes', x: 'combined_id', y: 'elevation', kind: 'pie', filter: { site_id: '3', hole: '>A' }, xLabel: 'Combined Id', yLabel: 'Elevation (m)' })
  t.equal(chartSettings({ kind: 'radar', model: 7, x: ' ' }).kind, 'line', 'an unknown kind: a line')
  t.equal(chartSettings({ model: 7 }).model, 'cores')
  t.equal(chartSettings({ x: ' ' }).x, 'top_depth', 'a blank column: the default')
  t.same(chartSettings({ filter: ['a'] }).filter, {}, 'a filter that is not an object: none')
  t.equal(columnLabel('core_loss_reason'), 'Core Loss Reason')
})

t.test('points: a value in x and a number in y, in the order given', async t => {
  const settings = chartSettings({ x: 'top_depth', y: 'core_recovery' })
  const records = [
    { top_depth: 0, core_recovery: 3 },
    { top_depth: 3, core_recovery: null },
    { top_depth: null, core_recovery: 1 },
    { top_depth: 6, core_recovery: '1.5' },
    { top_depth: 9, core_recovery: 'n/a' }
  ]
  t.same(chartPoints(records, settings), [{ x: '0', y: 3 }, { x: '6', y: 1.5 }])
})

t.test('the summary names the kind, the columns, the count and the range', async t => {
  const settings = chartSettings({ kind: 'bar', y: 'core_recovery', yLabel: 'Recovery (m)' })
  t.equal(chartSummary(settings, [{ x: 'a', y: 2 }, { x: 'b', y: -1 }]), 'Bar chart of Recovery (m) by Top Depth (m): 2 values, from -1 to 2.')
  t.equal(chartSummary(settings, [{ x: 'a', y: 2 }]), 'Bar chart of Recovery (m) by Top Depth (m): 1 value, from 2 to 2.')
  t.equal(chartSummary(settings, []), 'Bar chart of Recovery (m) by Top Depth (m): no data.')
})
