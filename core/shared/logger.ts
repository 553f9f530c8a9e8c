/** The logging the core needs (Fastify's pino logger, or a test's stand-in). */
export interface Logger {
  info (obj: object | string, msg?: string): void
  warn (obj: object | string, msg?: string): void
  error (obj: object | string, msg?: string): void
}
