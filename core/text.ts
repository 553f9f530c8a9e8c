// Small text helpers shared by validation messages, reports and templates.

/** Yii2's camel2words for attribute labels: `core_type` → `Core Type`, `hole_id` → `Hole ID`. */
export function humanize (name: string): string {
  return name.split(/[_\s]+|(?<=[a-z0-9])(?=[A-Z])/).filter(Boolean)
    .map(w => w.toLowerCase() === 'id' ? 'ID' : w[0].toUpperCase() + w.slice(1)).join(' ')
}

/** Escapes LIKE/ILIKE wildcards so user text matches literally (with `escape '\'`). */
export function escapeLike (text: string): string {
  return text.replace(/[\\%_]/g, m => '\\' + m)
}

/** `text` cut to at most `max` characters, ending in … when cut (messages that echo input stay bounded). */
export function clip (text: string, max: number): string {
  return text.length <= max ? text : text.slice(0, max - 1) + '…'
}
