import { onBeforeUnmount, onMounted, ref, watch, type Ref } from 'vue'
import { onBeforeRouteLeave, onBeforeRouteUpdate } from 'vue-router'

// Edits not saved are not lost by a click elsewhere (the model editor, the form designer): leaving for another of the
// app's pages, or for another model or form on the same page, asks first, in the app's confirm dialog, and the page
// stays unless the user chooses to leave; closing or reloading the tab gets the browser's own question.

export interface LeaveGuard {
  /** the question is open (the dialog's model: closed without an answer, the page stays) */
  asking: Ref<boolean>
  /** the user chose to leave */
  leave: () => void
}

export function useLeaveGuard (edited: () => boolean): LeaveGuard {
  const asking = ref(false)
  let answer: ((leave: boolean) => void) | null = null

  function settle (leave: boolean): void {
    const waiting = answer
    answer = null
    waiting?.(leave)
  }

  async function ask (): Promise<boolean> {
    if (!edited()) return true
    asking.value = true
    return await new Promise<boolean>(resolve => { answer = resolve })
  }
  onBeforeRouteLeave(ask)
  onBeforeRouteUpdate(ask)
  watch(asking, open => { if (!open) settle(false) })

  const unload = (event: BeforeUnloadEvent): void => { if (edited()) event.preventDefault() }
  onMounted(() => { window.addEventListener('beforeunload', unload) })
  onBeforeUnmount(() => { window.removeEventListener('beforeunload', unload) })

  return { asking, leave: () => { settle(true) } }
}
