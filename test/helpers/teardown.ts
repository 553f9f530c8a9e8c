/** What helpers need of a tap test: a place to undo what they did when it ends. */
export interface Teardown { teardown (fn: () => unknown): void }
