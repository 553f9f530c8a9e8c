import { closest, distance } from 'fastest-levenshtein'

/** The candidate a misspelt word most likely meant, or undefined when none is close enough. */
export function suggest (word: string, candidates: Iterable<string>): string | undefined {
  const list = [...candidates]
  if (list.length === 0 || word.length === 0) return undefined
  const best = closest(word.toLowerCase(), list.map(c => c.toLowerCase()))
  const limit = Math.max(1, Math.floor(word.length / 3))
  return distance(word.toLowerCase(), best) <= limit ? list.find(c => c.toLowerCase() === best) : undefined
}

export function didYouMean (word: string, candidates: Iterable<string>): string {
  const hint = suggest(word, candidates)
  return hint === undefined ? '' : `; did you mean "${hint}"?`
}
