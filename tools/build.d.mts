// Types of build.mjs for the tests that import it.
export const INPUTS: string[]
export function fingerprint (root?: string): string
export function isCurrent (root?: string): boolean
export function writeStamp (root?: string): void
export function build (options?: { ifStale?: boolean }): boolean
