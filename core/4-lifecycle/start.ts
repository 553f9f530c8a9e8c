import { checkTemplate } from '../1-templates/check.js'
import type { ModelDefinition } from '../1-templates/definition.js'
import { readTables } from '../2-model/ddl.js'
import type { ModelFailure } from '../3-registry/model-registry.js'
import { ValidationFailed, type FieldError } from '../shared/errors.js'
import { liveInstances } from '../shared/instance.js'
import { adopt, type Snapshot } from './adopt.js'
import { apply } from './apply.js'
import { listed, type LifecycleContext } from './context.js'
import { orderByParent } from './order.js'
import { planStartup, type StartupStep } from './startup-plan.js'
import { removeLeftovers, removeTemplateFile, templateJson, writeTemplateFile } from './store.js'

// Start-up: loads every model from the template area and the database copy together (startup-plan.ts), parents first;
// a template file the copy does not accept is reported as a disagreement and the copy kept.

/**
 * Loads every model: the template area and the database copy are planned together (startup-plan.ts), then each
 * template is applied, parents first. A template that cannot load is reported and skipped; the others load.
 */
export async function start (context: LifecycleContext): Promise<{ loaded: string[], failures: ModelFailure[] }> {
  const { db, registry, lists, config, log } = context.deps
  for (const file of await removeLeftovers(config.TEMPLATE_DIR, await liveInstances(db))) {
    log.warn(`removed ${file}: a template write that did not finish left it`)
  }
  const { steps, failures } = await planStartup(db, config.TEMPLATE_DIR, config.TEMPLATE_FILE_LIMIT)
  const snapshot = { tables: await readTables(db), listNames: await lists.names() }
  const loaded: string[] = []
  const raw = (step: StartupStep): unknown =>
    step.kind === 'file' ? step.raw : step.kind === 'copy' ? templateJson(step.row.source) : null
  for (const { step } of orderByParent(steps.map(step => ({ name: step.name, raw: raw(step), step })))) {
    const result = await startStep(context, step, snapshot)
    if (result === null) continue
    if (Array.isArray(result)) failures.push({ source: step.file, name: step.name, problems: result })
    else loaded.push(result.name)
  }
  for (const failure of failures) {
    registry.fail(failure)
    log.error({ template: failure.source, problems: failure.problems }, `template ${failure.source} was not loaded:\n  ${listed(failure.problems)}`)
  }
  return { loaded, failures }
}

/** One start-up step: the model it registered, its problems, or null (a stale file removed). */
async function startStep (context: LifecycleContext, step: StartupStep, snapshot: Snapshot): Promise<ModelDefinition | FieldError[] | null> {
  const { registry, config, log } = context.deps
  if (step.kind === 'stale') {
    log.info(`removing ${step.file}: model "${step.name}" was dropped after this version of it`)
    await removeTemplateFile(config.TEMPLATE_DIR, step.file)
    return null
  }
  if (step.kind === 'copy') {
    if (step.write !== null) {
      log.info(step.write === 'missing'
        ? `restoring ${step.file} from the database copy of model "${step.name}"`
        : `updating ${step.file}: it holds an older version of model "${step.name}" than the database copy`)
      await writeTemplateFile(config.TEMPLATE_DIR, step.file, step.row.source)
    }
    return await adopt(context, step.row, snapshot)
  }
  const copy = step.row
  const against = copy === null
    ? undefined
    : checkTemplate(templateJson(copy.source), { models: registry.definitions(), listNames: snapshot.listNames })
  try {
    return (await apply(context, step.raw, step.text, { mode: 'import', file: step.file, against: against?.ok === true ? against.model : undefined })).model
  } catch (error) {
    if (!(error instanceof ValidationFailed)) throw error
    if (copy === null || against?.ok !== true) return error.errors
    // the fleet's copy stays; the file stays too, for the operator to see and mend
    context.disagreements.set(copy.name, { model: copy.name, file: step.file, problems: error.errors })
    log.warn({ template: step.file, problems: error.errors }, `template ${step.file} differs from the database copy of model ` +
      `"${copy.name}" in ways update-model refuses; this instance keeps the database copy:\n  ${listed(error.errors)}`)
    return await adopt(context, copy, snapshot)
  }
}
