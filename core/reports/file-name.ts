// A download's file name made of stored values (an expedition's name, a hole's...): the route writes it into the
// Content-Disposition header as it is, so only letters, digits, dot, dash and underscore stay; anything else
// (quotes, line breaks, slashes, non-ASCII letters) becomes "_". At most 120 characters before the extension.

export function fileName (stem: string, extension: string): string {
  return `${stem.replace(/[^A-Za-z0-9._-]/g, '_').slice(0, 120)}.${extension}`
}
