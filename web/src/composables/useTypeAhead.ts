// Keys typed while "Save and next" is on its way (the save, the next record's defaults, the new form loading: a
// blink on a LAN, seconds on a rig's satellite link) are kept for the next form instead of going to the form being
// saved, where they were lost. An operator who knows the next core's type types it at once: "r", Ctrl+Enter, "h",
// Ctrl+Enter, "x" gives three forms their codes in turn. Kept: characters, Backspace (takes the last one back) and
// Ctrl+Enter (that form is saved too, and what follows goes to the one after it); Esc stops keeping and closes the
// form as always. One collection per page: every useTypeAhead() shares it.

/** what was typed for one form ahead, and whether it was then saved (Ctrl+Enter) */
export interface Ahead { text: string, save: boolean }

/** what was typed for the forms to come, first to last; none while nothing is on its way */
let queue: Ahead[] | null = null

function onKeydown (event: KeyboardEvent): void {
  const last = queue!.at(-1)!
  if (event.key === 'Escape') { stop(); return }
  if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
    last.save = true
    queue!.push({ text: '', save: false })
  } else if (event.key === 'Backspace') last.text = last.text.slice(0, -1)
  else if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) last.text += event.key
  else return
  // (before any input sees it: the form being saved must not take it)
  event.preventDefault()
  event.stopPropagation()
}

/** Keeps what is typed from now on, until the next form takes it (a collection under way goes on). */
function start (): void {
  if (queue !== null) return
  queue = [{ text: '', save: false }]
  window.addEventListener('keydown', onKeydown, true)
}

/** Forgets what was typed ahead: the next form will not come (a save or the defaults failed, the form was closed). */
function stop (): void {
  queue = null
  window.removeEventListener('keydown', onKeydown, true)
}

/** What was typed for the form that has just come; keeping goes on while more was typed for the ones after it. */
function take (): Ahead {
  const first = queue?.shift() ?? { text: '', save: false }
  // (a form saved ahead is followed by another: keep what was typed for it)
  if (!first.save) stop()
  return first
}

export function useTypeAhead (): { start: () => void, stop: () => void, take: () => Ahead } {
  return { start, stop, take }
}
