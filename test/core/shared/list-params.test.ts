import t from 'tap'
import { filterField, MAX_SORT_FIELDS, readFilters, readSort, unknownField } from '../../../core/shared/list-params.js'

const FIELDS = ['id', 'name', 'size', 'hole_id'] as const
// a model's fields: a map, looked up as it is
const MODEL = new Map(Array.from({ length: 20 }, (_, i) => [`field_${i}`, { i }]))
const bad = (message: string) => ({ code: 'RS_BAD_REQUEST', statusCode: 400, message })

t.test('sort: fields in order, - for descending; the default when absent or empty', async t => {
  const fallback = [{ field: 'name' as const, desc: true }]
  t.equal(readSort(undefined, FIELDS, fallback), fallback)
  t.equal(readSort('', FIELDS, fallback), fallback)
  t.same(readSort('size,-id', FIELDS, []), [{ field: 'size', desc: false }, { field: 'id', desc: true }])
  t.same(readSort(' -name , size', FIELDS, []), [{ field: 'name', desc: true }, { field: 'size', desc: false }], 'spaces around names')
  t.same(readSort('id,id', FIELDS, []), [{ field: 'id', desc: false }, { field: 'id', desc: false }])
  t.same(readSort('-field_3,field_12', MODEL, []), [{ field: 'field_3', desc: true }, { field: 'field_12', desc: false }], 'a map of fields')
  t.same(readSort(Array(MAX_SORT_FIELDS).fill('id').join(','), FIELDS, []).length, MAX_SORT_FIELDS)
})

t.test('sort: unknown fields and too many are 400s', async t => {
  t.throws(() => readSort(Array(MAX_SORT_FIELDS + 1).fill('id').join(','), FIELDS, []), bad('sort takes at most 8 fields.'))
  t.throws(() => readSort('colour', FIELDS, []), bad('Unknown sort field "colour"; use one of id, name, size, hole_id.'), 'few fields: the choices')
  t.throws(() => readSort('id,-nme', FIELDS, []), bad('Unknown sort field "nme"; did you mean "name"?'))
  t.throws(() => readSort('hole', FIELDS, []), bad('Unknown sort field "hole"; did you mean "hole_id"?'))
  t.throws(() => readSort('--id', FIELDS, []), bad('Unknown sort field "-id"; did you mean "id"?'))
  t.throws(() => readSort('id,,size', FIELDS, []), bad('Unknown sort field ""; use one of id, name, size, hole_id.'), 'an empty name')
  t.throws(() => readSort('id,', FIELDS, []), bad('Unknown sort field ""; use one of id, name, size, hole_id.'))
  t.throws(() => readSort('colour', MODEL, []), bad('Unknown sort field "colour".'), 'many fields: no list')
  t.throws(() => readSort('field_x', MODEL, []), bad('Unknown sort field "field_x"; did you mean "field_0"?'))
})

t.test('filter parameters: the field of filter[<field>], checked', async t => {
  t.equal(filterField('filter[name]', FIELDS), 'name')
  t.equal(filterField('filter[field_7]', MODEL), 'field_7')
  t.equal(filterField('sort', FIELDS), undefined, 'not a filter')
  t.equal(filterField('page', MODEL), undefined)
  t.throws(() => filterField('filter[colour]', FIELDS), bad('Unknown filter field "colour"; use one of id, name, size, hole_id.'))
  t.throws(() => filterField('filter[field_77]', MODEL), bad('Unknown filter field "field_77"; did you mean "field_7"?'))
  for (const key of ['filter', 'filters', 'filter[name', 'filter[a]b]', 'filter[name][op]']) {
    t.throws(() => filterField(key, FIELDS), bad(`"${key}" is not a filter; write filter[<field>]=<value>.`), key)
  }
})

t.test('exact-match filters: one value per field', async t => {
  t.same(readFilters({ 'filter[name]': 'a', 'filter[id]': '2', sort: 'id', page: '1' }, FIELDS), new Map([['name', 'a'], ['id', '2']]))
  t.same(readFilters({}, FIELDS), new Map())
  t.throws(() => readFilters({ 'filter[name]': ['a', 'b'] }, FIELDS), bad('filter[name] must be given once.'))
  t.throws(() => readFilters({ 'filter[nme]': ['a', 'b'] }, FIELDS), bad('Unknown filter field "nme"; did you mean "name"?'), 'the field first')
})

t.test('unknown fields of other parameters', async t => {
  t.equal(unknownField('fields', 'sise', FIELDS).message, 'Unknown fields field "sise"; did you mean "size"?')
  t.equal(unknownField('fields', 'zzz', MODEL).message, 'Unknown fields field "zzz".')
})
