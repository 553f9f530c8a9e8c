import { Type, type Static } from '@sinclair/typebox'
import { Count, Id, Int32, MAX_LENGTH, Text } from './bounds.js'

// The dashboard's widgets (mDIS WidgetsController, model app\models\core\Widget): what a front end shows on its
// start page, in which order and how wide. Field names as mDIS answers them (snake_case sizes, extraSettings).

/** The widgets an mDIS front end has a component for (mDIS's migrations; DrillingProgressWidget became SimpleChartWidget). */
export const WIDGET_TYPES = ['ProjectInformationWidget', 'InstructionsWidget', 'MessageOfTheDayWidget', 'PostBoxWidget',
  'SitesAndHolesMapWidget', 'SimpleChartWidget'] as const
export type WidgetType = typeof WIDGET_TYPES[number]

export const WIDGET_LIMITS = {
  /** widgets a dashboard holds: a front end loads them all at once */
  widgets: 100,
  /** extraSettings as JSON (UTF-8 bytes): room for a small picture as a data URL (ProjectInformationWidget keeps one) */
  extraSettingsBytes: 131072,
  /** arrays and objects within extraSettings, itself included */
  extraSettingsDepth: 32,
  /** mDIS's column sizes */
  title: 256,
  color: 50,
  /** mDIS's order column is an unsigned tinyint */
  order: 255
} as const

const Size = (def: number, screen: string) => Int32({ minimum: 1, maximum: 12, description: `columns of 12 the widget spans on ${screen} screens (default ${def})` })
// one type list rather than a union, so that a bad value gets one message
const NullableText = (maxLength: number, description: string, pattern?: string) =>
  Type.Unsafe<string | null>({ type: ['string', 'null'], maxLength, ...pattern === undefined ? {} : { pattern }, description })
const Flag = (description: string) => Type.Boolean({ description: `${description} (1 and 0 are taken too, as mDIS clients send them)` })
const Ignored = (what: string) => Type.Optional(Type.Unknown({ description: `${what}: read-only, ignored (accepted so that a client may send back a widget as it read it)` }))

const Kind = Type.Unsafe<WidgetType>({ type: 'string', enum: [...WIDGET_TYPES], description: 'the front-end component that shows the widget' })
const ExtraSettings = Type.Record(Type.String(), Type.Unknown(), {
  description: `the component's own settings, any JSON object (at most ${WIDGET_LIMITS.extraSettingsBytes} bytes of JSON, ` +
    `${WIDGET_LIMITS.extraSettingsDepth} levels of arrays and objects); read back as written`
})

/** What a create or an update may set (all optional: an update changes only what it names). */
const writable = {
  type: Kind,
  title: NullableText(WIDGET_LIMITS.title, 'the heading'),
  subtitle: NullableText(WIDGET_LIMITS.title, 'the line below the heading'),
  active: Flag('shown on the dashboard (default true)'),
  xs_size: Size(12, 'extra small'),
  sm_size: Size(6, 'small'),
  md_size: Size(4, 'medium'),
  lg_size: Size(3, 'large'),
  order: Count({ maximum: WIDGET_LIMITS.order, description: 'position on the dashboard, ascending (default: after the last)' }),
  extraSettings: Type.Unsafe<Record<string, unknown> | null>({ type: ['object', 'null'], description: `${ExtraSettings.description as string}; null is {}` }),
  color: NullableText(WIDGET_LIMITS.color, 'a colour name or #hex code for the widget\'s header', '^[A-Za-z0-9# -]*$'),
  is_dark: Flag('the header is dark, its text light (default true)')
}
const optional = Type.Partial(Type.Object(writable)).properties

export const WidgetSchema = Type.Object({
  id: Id(),
  type: Kind,
  title: writable.title,
  subtitle: writable.subtitle,
  active: Type.Boolean(),
  xs_size: writable.xs_size,
  sm_size: writable.sm_size,
  md_size: writable.md_size,
  lg_size: writable.lg_size,
  order: writable.order,
  extraSettings: ExtraSettings,
  color: writable.color,
  is_dark: Type.Boolean(),
  deletable: Type.Boolean({ description: 'DELETE takes the widget (409 otherwise)' }),
  cloneable: Type.Boolean({ description: 'duplicate copies the widget (409 otherwise)' })
}, { $id: 'Widget', title: 'Dashboard widget' })

export const WidgetListSchema = Type.Array(WidgetSchema, { maxItems: WIDGET_LIMITS.widgets, description: 'every widget, by order then id (or as sort says)' })

export const WidgetCreateSchema = Type.Object({
  ...optional,
  type: Kind,
  deletable: Type.Optional(Flag('DELETE may take the widget (default true)')),
  cloneable: Type.Optional(Flag('duplicate may copy the widget (default false)')),
  id: Ignored('id')
}, { $id: 'WidgetCreate', additionalProperties: false })

export const WidgetUpdateSchema = Type.Object({
  ...optional,
  id: Ignored('id (the path names the widget)'),
  deletable: Ignored('deletable'),
  cloneable: Ignored('cloneable')
}, { $id: 'WidgetUpdate', additionalProperties: false, description: 'the fields to change; the others stay' })

export const WidgetBulkUpdateSchema = Type.Array(Type.Object({
  ...optional,
  id: Id({ description: 'the widget to change' }),
  deletable: Ignored('deletable'),
  cloneable: Ignored('cloneable')
}, { additionalProperties: false }), {
  $id: 'WidgetBulkUpdate',
  maxItems: WIDGET_LIMITS.widgets,
  description: 'widgets to change at once, each by id with the fields to change (e.g. order, active, sizes): all of them or none'
})

export const WidgetBulkResultSchema = Type.Object({
  message: Text(MAX_LENGTH.message, { description: 'that every widget was changed' })
}, { title: 'Widget bulk update result' })

export const WidgetParamsSchema = Type.Object({ id: Id({ description: 'widget id' }) })

export const WidgetQuerySchema = Type.Object({
  sort: Type.Optional(Text(MAX_LENGTH.sort, { description: 'id, type, title or order, comma-separated, - for descending; default order,id' }))
})

export type WidgetInput = Partial<Static<typeof WidgetCreateSchema>>
export type WidgetChange = Static<typeof WidgetBulkUpdateSchema>[number]
