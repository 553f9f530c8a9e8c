// Types of check-layers.mjs for the tests that import it.
export const LAYERS: string[][]
export function importsOf (root: string): Map<string, string[]>
export function problems (root: string): string[]
