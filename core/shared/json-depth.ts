// How deep a JSON value nests objects and arrays, found without recursion: a value nested thousands deep (a body of
// "[[[[…") would overflow the stack of any recursive walk, and of JSON.stringify, before a limit could refuse it.

const pointer = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1')

/** The JSON pointer of the first object or array nested deeper than `max` levels (the value itself is level 1), or null when none is. */
export function deeperThan (raw: unknown, max: number): string | null {
  const pending: Array<[unknown, string, number]> = [[raw, '', 1]]
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [value, path, depth] = next
    if (value === null || typeof value !== 'object') continue
    if (depth > max) return path
    for (const [key, child] of Object.entries(value)) pending.push([child, `${path}/${pointer(key)}`, depth + 1])
  }
  return null
}
