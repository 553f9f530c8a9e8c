// A request's Content-Type, read once for the routes that take files as their body (the imports).

/** The media type, lower case, without parameters ("text/csv; charset=utf-8" → "text/csv"). */
export const mediaType = (header: string | undefined): string => String(header).split(';')[0].trim().toLowerCase()

/** The charset a content type names, if it names one. */
export const charsetOf = (header: string): string | undefined => /;\s*charset="?([^";\s]+)"?/i.exec(header)?.[1]
