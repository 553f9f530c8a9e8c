import { closest, distance } from 'fastest-levenshtein'

/** The candidate a misspelt word most likely meant, or undefined when none is close enough. */
export function suggest (word: string, candidates: Iterable<string>): string | undefined {
  const list = [...candidates]
  if (list.length === 0 || word.length === 0) return undefined
  const best = closest(word.toLowerCase(), list.map(c => c.toLowerCase()))
  const limit = Math.max(1, Math.floor(word.length / 3))
  if (distance(word.toLowerCase(), best) <= limit) return list.find(c => c.toLowerCase() === best)
  // the start of a longer name: hole → hole_id
  return list.filter(c => c.toLowerCase().startsWith(`${word.toLowerCase()}_`)).sort((a, b) => a.length - b.length)[0]
}

export function didYouMean (word: string, candidates: Iterable<string>): string {
  const hint = suggest(word, candidates)
  return hint === undefined ? '' : `; did you mean "${hint}"?`
}
