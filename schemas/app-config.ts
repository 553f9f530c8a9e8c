import { Type } from '@sinclair/typebox'
import { MAX_LENGTH, Text } from './bounds.js'

// The configuration mDIS front ends keep on the server (mDIS /api/v1/app/config and user-config): JSON values by
// key, one set for the installation and one per user.

/**
 * A configuration key: lowercase words (a-z, 0-9) joined by "." or "-", e.g. grid.columns.cores, parent-context.
 * mDIS's own rule ([a-z]+([.-]+[a-z]+)*) with digits added, so every key an mDIS client wrote is one.
 */
export const CONFIG_KEY = '^[a-z0-9]+([.-]+[a-z0-9]+)*$'

export const CONFIG_LIMITS = {
  /** the longest key: a path parameter's longest (MAX_LENGTH.pathParam), so that every key can be read alone */
  keyLength: MAX_LENGTH.pathParam,
  /** keys one write may name */
  keysPerWrite: 100,
  /** one value, as JSON (UTF-8 bytes) */
  valueBytes: 65536,
  /** arrays and objects within one value (the input guard's depth) */
  valueDepth: 64,
  /** what one configuration (the installation's, or a user's) may hold: front ends read it whole on start */
  storedKeys: 1000,
  storedBytes: 1048576
} as const

const KEY_RULE = `lowercase words (a-z, 0-9) joined by "." or "-", at most ${CONFIG_LIMITS.keyLength} characters`

export const ConfigKeyParamsSchema = Type.Object({
  key: Text(CONFIG_LIMITS.keyLength, { minLength: 1, pattern: CONFIG_KEY, description: `a configuration key: ${KEY_RULE}, e.g. grid.columns.cores` })
})

const keys = { type: 'string', pattern: CONFIG_KEY, maxLength: CONFIG_LIMITS.keyLength }

export const ConfigSchema = Type.Record(Type.String(), Type.Unknown(), {
  $id: 'Config',
  title: 'Configuration',
  description: 'every key set, sorted, with its JSON value as written (a value is never null)',
  propertyNames: keys,
  maxProperties: CONFIG_LIMITS.storedKeys
})

export const ConfigEntrySchema = Type.Record(Type.String(), Type.Unknown(), {
  $id: 'ConfigEntry',
  title: 'One configuration key',
  description: 'the key asked for, with its JSON value (mDIS answers {key: value})',
  propertyNames: keys,
  minProperties: 1,
  maxProperties: 1
})

// The keys and sizes are checked by core/app-config/store.ts rather than here, so that the answer names each bad
// key (a schema's error would name only the body).
export const ConfigChangeSchema = Type.Record(Type.String(), Type.Unknown(), {
  $id: 'ConfigChange',
  title: 'A configuration change',
  description: `the keys to set, each with its new value (any JSON; null deletes the key), others unchanged. Keys: ${KEY_RULE} ` +
    `(422 naming each bad one); values nest arrays and objects at most ${CONFIG_LIMITS.valueDepth} levels deep (422); ` +
    `at most ${CONFIG_LIMITS.keysPerWrite} keys and ${CONFIG_LIMITS.valueBytes} bytes of JSON per value (413); ` +
    `a configuration holds at most ${CONFIG_LIMITS.storedKeys} keys and ${CONFIG_LIMITS.storedBytes} bytes of values (409 beyond)`
})
