import { Type, type TSchema } from '@sinclair/typebox'

/** The spec's paged envelope around items of `item` (see core/paging.ts). */
export const PagedSchema = <T extends TSchema>(item: T, title: string, $id?: string) => Type.Object({
  items: Type.Array(item),
  _links: Type.Object({
    self: Type.Object({ href: Type.String() }),
    next: Type.Optional(Type.Object({ href: Type.String() })),
    last: Type.Optional(Type.Object({ href: Type.String() }))
  }),
  _meta: Type.Object({
    totalCount: Type.Integer(),
    pageCount: Type.Integer(),
    currentPage: Type.Integer(),
    perPage: Type.Integer(),
    totalCountEstimated: Type.Optional(Type.Literal(true, { description: 'totalCount is the planner\'s estimate: more records match than LIST_EXACT_COUNT_LIMIT (count=exact counts them all)' }))
  })
}, { title, ...($id === undefined ? {} : { $id }) })
