import AjvCompiler from '@fastify/ajv-compiler'
import SerializerSelector from '@fastify/fast-json-stringify-compiler'
import type { FastifyServerOptions } from 'fastify'

// Fastify compiles the validators and serializers of every route when the app gets ready: most of a start's
// `ready()` (~150 ms of ~1.4 s), for routes a restart's first seconds mostly never see. These are Fastify's own
// compilers (the same options, the same code), each compiling what a route needs on the first request that needs
// it, and keeping it. A schema they cannot compile is found by the test of its route, not at start-up.

type Compiled = (...args: any[]) => any
type Factory = (...options: any[]) => (route: any) => Compiled

/** `factory`'s compilers, each putting its compile off until the first call of what it compiles. */
function onFirstUse<F extends Factory> (factory: F): F {
  return ((...options: unknown[]) => {
    const compile = factory(...options)
    return (route: unknown) => {
      let compiled: Compiled | undefined
      const run = Object.assign(function (this: unknown, ...args: unknown[]) {
        compiled ??= compile(route)
        const result = compiled.apply(this, args)
        // Fastify reads a validator's errors from the function it called
        run.errors = (compiled as { errors?: unknown }).errors
        return result
      }, { errors: undefined as unknown })
      return run
    }
  }) as unknown as F
}

export const schemaController: FastifyServerOptions['schemaController'] = {
  compilersFactory: {
    buildValidator: onFirstUse(AjvCompiler()),
    buildSerializer: onFirstUse(SerializerSelector())
  }
}
