// A chart widget's settings, read from its extraSettings: the model whose records it draws, the column along x
// (labels, or the slices of a pie), the column of the values, the kind of chart, and a filter of the data API
// ({column: value or operator expression}). What is missing or of the wrong type falls back to the seeded
// "Drilling Progress" chart: every core's recovery (%) by its top depth.

export const CHART_KINDS = ['line', 'bar', 'pie'] as const
export type ChartKind = typeof CHART_KINDS[number]

export interface ChartSettings {
  model: string
  x: string
  y: string
  kind: ChartKind
  filter: Record<string, string>
  /** the axes as people read them */
  xLabel: string
  yLabel: string
}

/** The most records a chart draws (the data API's largest page). */
export const CHART_RECORDS = 1000

const DEFAULTS = { model: 'cores', x: 'top_depth', y: 'core_recovery_pc', kind: 'line' } as const
/** How the default columns read (their labels and units in the bundled cores template). */
const KNOWN_LABELS: Record<string, string> = { top_depth: 'Top Depth (m)', core_recovery_pc: 'Core Recovery (%)' }

const text = (value: unknown): string | undefined => typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined

/** "core_recovery" as "Core Recovery". */
export const columnLabel = (column: string): string => KNOWN_LABELS[column] ?? column.split('_').map(w => w.charAt(0).toUpperCase() + w.slice(1)).join(' ')

function filterOf (value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {}
  const filter: Record<string, string> = {}
  for (const [column, condition] of Object.entries(value)) {
    if (typeof condition === 'string' || typeof condition === 'number') filter[column] = String(condition)
  }
  return filter
}

export function chartSettings (extra: Record<string, unknown>): ChartSettings {
  const x = text(extra.x) ?? DEFAULTS.x
  const y = text(extra.y) ?? DEFAULTS.y
  const kind = CHART_KINDS.find(k => k === extra.kind) ?? DEFAULTS.kind
  return {
    model: text(extra.model) ?? DEFAULTS.model,
    x,
    y,
    kind,
    filter: filterOf(extra.filter),
    xLabel: text(extra.xLabel) ?? columnLabel(x),
    yLabel: text(extra.yLabel) ?? columnLabel(y)
  }
}

export interface ChartPoint { x: string, y: number }

/** The points of the records: those with a number in y and a value in x, in the order of the answer (sorted by x). */
export function chartPoints (records: Array<Record<string, unknown>>, settings: ChartSettings): ChartPoint[] {
  const points: ChartPoint[] = []
  for (const record of records) {
    const x = record[settings.x]
    const y = typeof record[settings.y] === 'string' ? Number(record[settings.y]) : record[settings.y]
    if (x === null || x === undefined || x === '' || typeof y !== 'number' || !Number.isFinite(y)) continue
    points.push({ x: String(x), y })
  }
  return points
}

const KIND_NAMES: Record<ChartKind, string> = { line: 'Line chart', bar: 'Bar chart', pie: 'Pie chart' }

/** One sentence saying what the chart shows, for those who cannot see it. */
export function chartSummary (settings: ChartSettings, points: ChartPoint[]): string {
  const what = `${KIND_NAMES[settings.kind]} of ${settings.yLabel} by ${settings.xLabel}`
  if (points.length === 0) return `${what}: no data.`
  const values = points.map(p => p.y)
  return `${what}: ${points.length} ${points.length === 1 ? 'value' : 'values'}, from ${Math.min(...values)} to ${Math.max(...values)}.`
}
