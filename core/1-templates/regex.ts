import type { CodeOptions } from 'ajv'
import { RE2JS } from 're2js'

// Template validators (`LIKE regex`) come from template authors (or imported mDIS templates) and run against every
// create and update: they run on RE2 (re2js, pure JavaScript), whose matching time grows linearly with the input,
// never on a backtracking RegExp, where `^(a+)+$` against "aaa…!" blocks the event loop for minutes (ReDoS). The
// template check and the model's Ajv validator compile a pattern through the same function, so a pattern the check
// accepts is one the validator runs. RE2 matches code points (JavaScript's 'u' semantics) and has no
// backreferences or lookaround: such patterns are refused when the template is checked.

/** A compiled pattern; throws RE2's syntax error (an Error saying what and where) when RE2 cannot run it. */
export function compileLinear (pattern: string): { test: (text: string) => boolean, toString: () => string } {
  const compiled = RE2JS.compile(pattern)
  // (Ajv keys its compiled patterns by toString: each pattern its own)
  return { test: text => compiled.test(text), toString: () => pattern }
}

/** Ajv's `code.regExp`: JSON Schema `pattern` (a match anywhere) on RE2; Ajv's 'u' flag is RE2's only mode. */
export const linearRegExp: NonNullable<CodeOptions['regExp']> = Object.assign(
  (pattern: string) => compileLinear(pattern),
  // (the name standalone code would call; the service never generates standalone code)
  { code: 'compileLinear' }
)
