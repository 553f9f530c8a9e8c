import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { packageRoot } from '../../core/shared/paths.js'
import { ModelRegistry } from '../../core/3-registry/model-registry.js'
import { checkTemplate } from '../../core/1-templates/check.js'

// Pure helpers: the bundled templates compiled into a registry, and a Kysely that only compiles SQL.

export const BUNDLED = ['programs', 'expeditions', 'sites', 'holes', 'cores', 'core_section']

export function bundledTemplate (name: string): Record<string, any> {
  return JSON.parse(readFileSync(join(packageRoot(), 'templates', `${name}.json`), 'utf8'))
}

export function registryOf (templates: unknown[]): ModelRegistry {
  const registry = new ModelRegistry()
  for (const template of templates) {
    const check = checkTemplate(template, { models: registry.definitions() })
    if (!check.ok) throw new Error(JSON.stringify(check.problems))
    registry.register(check.model)
  }
  return registry
}

export const bundledRegistry = (): ModelRegistry => registryOf(BUNDLED.map(bundledTemplate))

/** Kysely without a database: builders compile to SQL and parameters. */
export { compileOnly } from '../../core/2-model/compile-only.js'
