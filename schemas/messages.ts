import { Type, type Static } from '@sinclair/typebox'
import { Count, Id, MAX_LENGTH, Text } from './bounds.js'
import { WIRE_FORMATS } from './formats.js'
import { PagedSchema, pageParams } from './paged.js'

// The messages of the day (mDIS MessagesController, model app\models\core\MessageOfTheDay) with their images,
// which are archived files (File records: POST /api/v1/file/upload, then /api/v1/file/assign), and the notices of
// GET /api/v1/app/get-messages (mDIS AppController get-messages).

export const MESSAGE_LIMITS = {
  text: MAX_LENGTH.remark,
  caption: 2000,
  images: 20,
  /** an image's stored file, bytes */
  imageBytes: 16 * 1024 * 1024,
  /** what an image's content may be (sniffed from the stored bytes): pictures every browser shows, no scripts (SVG) */
  imageTypes: ['image/png', 'image/jpeg', 'image/gif', 'image/webp']
} as const

const Day = Text(10, { pattern: WIRE_FORMATS.date, description: 'YYYY-MM-DD' })
const Caption = Text(MESSAGE_LIMITS.caption)
const Ignored = (what: string) => Type.Optional(Type.Unknown({ description: `${what}: read-only, ignored (accepted so that a client may send back a message as it read it)` }))

export const MessageImageSchema = Type.Object({
  id: Id({ description: 'the image\'s own id (a new one each time the images are written)' }),
  image_id: Id({ description: 'the File record of the image: GET /api/v1/file/download/{image_id} answers its bytes' }),
  caption: Caption
}, { title: 'Image of a message' })

export const MessageSchema = Type.Object({
  id: Id(),
  message: Text(MESSAGE_LIMITS.text),
  date: Day,
  images: Type.Array(MessageImageSchema, { maxItems: MESSAGE_LIMITS.images, description: 'in the order given' }),
  created_by: Type.Union([Id(), Type.Null()], { description: 'the user who wrote it (null once deleted)' }),
  updated_by: Type.Union([Id(), Type.Null()], { description: 'the user who changed it last (null once deleted)' }),
  created_at: Text(MAX_LENGTH.dateTime, { format: 'date-time', description: 'ISO 8601, UTC' }),
  updated_at: Text(MAX_LENGTH.dateTime, { format: 'date-time', description: 'ISO 8601, UTC' })
}, { $id: 'Message', title: 'Message of the day' })

export const MessagePageSchema = PagedSchema(MessageSchema, 'Page of messages of the day')

const ImageInput = Type.Object({
  image_id: Count({
    maximum: 2147483647,
    description: `a File record whose stored content is ${MESSAGE_LIMITS.imageTypes.join(', ')}, at most ${MESSAGE_LIMITS.imageBytes} bytes; ` +
      '0, mDIS\'s placeholder for its default picture, is left out'
  }),
  caption: Type.Optional(Type.Unsafe<string | null>({ type: ['string', 'null'], maxLength: MESSAGE_LIMITS.caption, description: 'shown with the image; null or absent for none' })),
  id: Ignored('id'),
  src: Ignored('src')
}, { additionalProperties: false })

const writable = {
  message: Text(MESSAGE_LIMITS.text, { minLength: 1, description: 'the text' }),
  date: Type.String({ maxLength: 10, pattern: WIRE_FORMATS.date, description: 'the day it is the message of, YYYY-MM-DD' }),
  images: Type.Array(ImageInput, { maxItems: MESSAGE_LIMITS.images, description: 'the images, in order; an update that gives them replaces them all' })
}
const readOnly = {
  id: Ignored('id'),
  created_by: Ignored('created_by'),
  updated_by: Ignored('updated_by'),
  created_at: Ignored('created_at'),
  updated_at: Ignored('updated_at')
}

export const MessageCreateSchema = Type.Object({
  ...writable,
  images: Type.Optional(writable.images),
  ...readOnly
}, { $id: 'MessageCreate', additionalProperties: false })

export const MessageUpdateSchema = Type.Object({
  ...Type.Partial(Type.Object(writable)).properties,
  ...readOnly
}, { $id: 'MessageUpdate', additionalProperties: false, description: 'the fields to change; the others stay' })

export const MessageParamsSchema = Type.Object({ id: Id({ description: 'message id' }) })

export const MessageQuerySchema = Type.Object({
  ...pageParams('messages per page (default 20, at most 1000)'),
  sort: Type.Optional(Text(MAX_LENGTH.sort, { description: 'id, date, created_at or updated_at, comma-separated, - for descending; default date,id' }))
}, {
  description: 'also `filter[<field>]=<value>` (equal) and `filter[<field>][<op>]=<value>` with op eq, neq, gt, gte, lt or lte ' +
    '(mDIS\'s filter[date][gt]=2024-01-01) for id, date and created_by'
})

/** What GET /api/v1/app/get-messages answers: notices for the caller. */
export const NoticeListSchema = Type.Array(Type.Object({
  type: Type.Unsafe<'warning'>({ type: 'string', enum: ['warning'] }),
  text: Text(MAX_LENGTH.message)
}), { description: 'notices for the caller, e.g. the moratoria of expeditions that end within a week (role sa); often none' })

export type MessageInput = Static<typeof MessageUpdateSchema>
export type Message = Static<typeof MessageSchema>
export type Notice = Static<typeof NoticeListSchema>[number]
