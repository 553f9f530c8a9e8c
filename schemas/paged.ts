import { Type, type TSchema } from '@sinclair/typebox'
import { Count, Int32, MAX_LENGTH, Text } from './bounds.js'

const Href = Text(MAX_LENGTH.href)

/** The spec's paged envelope around items of `item` (see core/shared/paging.ts). */
export const PagedSchema = <T extends TSchema>(item: T, title: string, $id?: string) => Type.Object({
  items: Type.Array(item),
  _links: Type.Object({
    self: Type.Object({ href: Href }),
    next: Type.Optional(Type.Object({ href: Href })),
    last: Type.Optional(Type.Object({ href: Href }))
  }),
  _meta: Type.Object({
    totalCount: Count(),
    pageCount: Count(),
    currentPage: Int32({ minimum: 1 }),
    perPage: Int32({ minimum: -1 }),
    totalCountEstimated: Type.Optional(Type.Literal(true, { description: 'totalCount is the planner\'s estimate: more records match than LIST_EXACT_COUNT_LIMIT (count=exact counts them all)' }))
  })
}, { title, ...($id === undefined ? {} : { $id }) })

/**
 * `page` and `per-page` of a list's query string: integers, so that generated clients send numbers. The range of
 * each list (per-page at most 1000, or -1 for every item of a value list) is checked by core/shared/paging.ts.
 */
export const pageParams = (perPage: string) => ({
  page: Type.Optional(Int32({ description: 'page number, from 1' })),
  'per-page': Type.Optional(Int32({ description: perPage }))
})
