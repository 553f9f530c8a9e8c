/**
 * Runs tasks one at a time in the order they were queued; a failing task does not stop the ones after it.
 * Model changes of one instance go through one queue (other instances wait on the advisory lock).
 */
export class SerialQueue {
  #tail: Promise<unknown> = Promise.resolve()

  run<T> (task: () => Promise<T>): Promise<T> {
    const result = this.#tail.then(task)
    this.#tail = result.catch(() => {})
    return result
  }
}
