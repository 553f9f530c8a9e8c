import t from 'tap'
import { deeperThan } from '../../../core/shared/json-depth.js'

// The depth of a JSON value's objects and arrays, found without recursion (core/shared/json-depth.ts).

/** `levels` arrays one inside the other. */
const nested = (levels: number): unknown => {
  let value: unknown = 1
  for (let i = 0; i < levels; i++) value = [value]
  return value
}

t.test('deeperThan: the pointer of the first object or array past the limit, else null', async t => {
  for (const scalar of [null, 1, 'text', true]) t.equal(deeperThan(scalar, 0), null, `${String(scalar)} nests nothing`)
  t.equal(deeperThan({}, 1), null, 'the value itself is level 1')
  t.equal(deeperThan({}, 0), '', '… past a limit of 0: the value itself')
  t.equal(deeperThan(nested(64), 64), null)
  t.equal(deeperThan(nested(65), 64), '/0'.repeat(64), 'level 65, named by its pointer')
  t.equal(deeperThan({ 'a/b': { 'c~d': [] } }, 2), '/a~1b/c~0d', 'keys escaped as a JSON pointer')
  t.equal(deeperThan(nested(100_000), 64), '/0'.repeat(64), 'a value nested 100,000 deep: no stack overflow')
})
