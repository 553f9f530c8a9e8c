import { createInterface } from 'node:readline'
import { Writable } from 'node:stream'

// Questions on a terminal whose answers are not echoed (passwords). Hand-written on readline because the usual
// package (`read`) never settles when the input ends (Ctrl-D) and loses typed-ahead lines between questions.

export interface HiddenPrompt {
  /** The next line typed; rejects when the input ends or on Ctrl-C. */
  ask (question: string): Promise<string>
  close (): void
}

export function hiddenPrompt (input: NodeJS.ReadableStream, output: NodeJS.WritableStream): HiddenPrompt {
  // readline echoes what is typed to its output: give it one that swallows everything
  const muted = new Writable({ write: (_chunk, _encoding, done) => { done() } })
  const rl = createInterface({ input, output: muted, terminal: true })
  const lines: string[] = []
  let closed = false
  let waiting: ((line: string | undefined) => void) | undefined
  // a line goes to the question waiting for it, or waits for the next question (typed ahead)
  const answer = (line: string | undefined): void => {
    const resolve = waiting
    waiting = undefined
    if (resolve !== undefined) resolve(line)
    else if (line !== undefined) lines.push(line)
  }
  rl.on('line', answer)
  rl.on('close', () => { closed = true; answer(undefined) })
  // in raw mode Ctrl-C reaches readline, not the process
  rl.on('SIGINT', () => { rl.close() })
  return {
    async ask (question) {
      output.write(question)
      const line = lines.length > 0 || closed ? lines.shift() : await new Promise<string | undefined>(resolve => { waiting = resolve })
      output.write('\n')
      if (line === undefined) throw new Error('no answer: the input ended')
      return line
    },
    close: () => { rl.close() }
  }
}
