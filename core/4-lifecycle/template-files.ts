import type { Logger } from '../shared/logger.js'
import { Conflict } from '../shared/errors.js'
import type { LifecycleContext } from './context.js'
import { readTemplateCopy, readTemplateText, removeTemplateFile, stageTemplateFile, writeTemplateFile, type StagedFile } from './store.js'

// The template files of this instance's template area as changes touch them: which file a model's template goes
// to, a change's files staged before its transaction, placed inside it and put back when it fails, and the files
// that follow changes other instances made.

/** A file a change writes or removes, with what it held before (null: nothing). */
interface FileChange { file: string, previous: string | null, staged: StagedFile | null, placed: boolean }

/**
 * The files of one change. New texts are staged (written and flushed under a temporary name) before the
 * transaction, so that placing them inside it is only a rename; when the change fails, `rollback` discards what
 * was not placed and restores what was.
 */
export class FileChanges {
  readonly #files: FileChange[] = []
  constructor (readonly dir: string) {}

  /** Stages the new text of a file (a file that already holds it is left alone). */
  async stage (file: string, text: string): Promise<void> {
    const previous = await readTemplateText(this.dir, file)
    this.#files.push({ file, previous, staged: previous === text ? null : await stageTemplateFile(this.dir, file, text), placed: false })
  }

  /** Puts the staged files in place. */
  async place (): Promise<void> {
    for (const change of this.#files) {
      await change.staged?.commit()
      change.placed = true
    }
  }

  /** Removes a file now; a rollback writes it back. */
  async remove (file: string): Promise<void> {
    const previous = await readTemplateText(this.dir, file)
    await removeTemplateFile(this.dir, file)
    if (previous !== null) this.#files.push({ file, previous, staged: null, placed: true })
  }

  /** Leaves every file as it was before the change. */
  async rollback (): Promise<void> {
    for (const { file, staged, placed, previous } of this.#files) {
      if (!placed) await staged?.discard()
      else if (previous === null) await removeTemplateFile(this.dir, file)
      else await writeTemplateFile(this.dir, file, previous)
    }
  }
}

/** The template file of a model: the one it has, else `<name>.json`, which must not belong to anything else. */
export async function fileFor ({ deps }: LifecycleContext, name: string): Promise<string> {
  const { db, registry, config } = deps
  const row = await readTemplateCopy(db, name)
  if (row !== undefined) return row.file
  const failed = registry.failures().find(f => f.name === name)
  if (failed !== undefined) return failed.source
  const file = `${name}.json`
  if (await readTemplateText(config.TEMPLATE_DIR, file) !== null) {
    throw new Conflict(`The template area holds a file ${file} that is not the template of model "${name}"; move it away first.`)
  }
  return file
}

/** Keeps this instance's template area in step with a change made elsewhere; a failure here is only logged. */
export async function mirror (dir: string, log: Logger, file: string, text: string | null): Promise<void> {
  try {
    if (text === null) await removeTemplateFile(dir, file)
    else if (await readTemplateText(dir, file) !== text) await writeTemplateFile(dir, file, text)
  } catch (error) {
    log.warn({ err: error, file }, 'the template area could not follow a model change')
  }
}
