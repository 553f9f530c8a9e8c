import { compileExpression } from 'filtrex'

// `calculate` formulas of template columns (mDIS style): columns are written [column], functions in any
// case (ROUND → round). filtrex compiles them into sandboxed functions: no access to JavaScript objects.

export type Formula = (record: Record<string, unknown>) => number | null

const round = (x: number, digits = 0): number => {
  const f = 10 ** digits
  return Math.round((x + Number.EPSILON) * f) / f
}
const FUNCTIONS = { round, abs: Math.abs, floor: Math.floor, ceil: Math.ceil, sqrt: Math.sqrt, pow: Math.pow, min: Math.min, max: Math.max }
export const FORMULA_FUNCTIONS = Object.keys(FUNCTIONS)

export interface CompiledFormula { evaluate: Formula, columns: string[] }

/** The column references of a formula ([column], [parent.column], ...), each once. */
export function formulaReferences (source: string): string[] {
  return [...new Set([...source.matchAll(/\[([^\]]+)\]/g)].map(m => m[1].trim()))]
}

/**
 * Compiles a formula against the given column names. Throws with a readable message when the formula does not
 * parse, calls an unknown function or names an unknown column. A null operand, a division by zero or any other
 * non-finite result evaluates to null (the column then takes its default value).
 */
export function compileFormula (source: string, known: readonly string[]): CompiledFormula {
  const text = source.trim().replace(/^=/, '')
  const columns = formulaReferences(text)
  for (const c of columns) if (!known.includes(c)) throw new Error(`unknown column [${c}]`)
  for (const [, name] of text.matchAll(/([A-Za-z_][A-Za-z0-9_]*)\s*\(/g)) {
    if (!FORMULA_FUNCTIONS.includes(name.toLowerCase())) throw new Error(`unknown function ${name}(); known: ${FORMULA_FUNCTIONS.join(', ')}`)
  }
  const expression = text
    .replace(/\[([^\]]+)\]/g, (_m, c: string) => `'${c.trim()}'`)
    .replace(/([A-Za-z_][A-Za-z0-9_]*)(\s*\()/g, (_m, f: string, p: string) => f.toLowerCase() + p)
  let fn: (data: Record<string, unknown>) => unknown
  try {
    fn = compileExpression(expression, { extraFunctions: FUNCTIONS })
  } catch (e) {
    throw new Error(`cannot parse formula: ${(e as Error).message.split('\n').pop()}`)
  }
  const probe = fn(Object.fromEntries(columns.map(c => [c, 1])))
  if (probe instanceof Error) throw new Error(`formula cannot be evaluated: ${probe.message}`)
  return {
    columns,
    evaluate: (record) => {
      const data: Record<string, unknown> = {}
      for (const c of columns) {
        const value = record[c]
        if (value === null || value === undefined || value === '') return null
        data[c] = typeof value === 'number' ? value : Number(value)
      }
      const result = fn(data)
      return typeof result === 'number' && Number.isFinite(result) ? result : null
    }
  }
}
