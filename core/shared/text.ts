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

/**
 * `text` cut to at most `max` characters by leaving out its middle (…): messages that echo input stay bounded and
 * keep both what they begin with and the reason they end with ("'<url>' is not a valid url component").
 */
export function clip (text: string, max: number): string {
  if (text.length <= max) return text
  const head = Math.floor((max - 1) / 2)
  return `${text.slice(0, head)}…${text.slice(text.length - (max - 1 - head))}`
}
