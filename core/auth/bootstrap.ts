import type { Kysely } from 'kysely'
import type { ResolvedConfig } from '../shared/config.js'
import type { Logger } from '../shared/logger.js'
import { generatePassword, hashPassword } from './passwords.js'
import { countUsers, insertUser } from './users.js'

/**
 * The first start creates the administrator (role sa) from ADMIN_USERNAME / ADMIN_PASSWORD. Without a password,
 * production refuses to start; elsewhere one is generated and printed once.
 */
export async function ensureAdministrator (db: Kysely<any>, config: Pick<ResolvedConfig, 'NODE_ENV' | 'ADMIN_USERNAME' | 'ADMIN_PASSWORD' | 'ADMIN_EMAIL'>,
  log: Logger): Promise<void> {
  if (await countUsers(db) > 0) return
  if (config.ADMIN_PASSWORD === undefined && config.NODE_ENV === 'production') {
    throw new Error('ADMIN_PASSWORD must be set for the first start in production (it creates the administrator)')
  }
  const password = config.ADMIN_PASSWORD ?? generatePassword()
  try {
    await insertUser(db, { username: config.ADMIN_USERNAME, email: config.ADMIN_EMAIL, passwordHash: await hashPassword(password), roles: ['sa'] })
  } catch (error) {
    // another instance created it at the same moment
    if ((error as { code?: string }).code === '23505') return
    throw error
  }
  if (config.ADMIN_PASSWORD === undefined) {
    log.warn(`created administrator "${config.ADMIN_USERNAME}" with the generated password ${password} (shown once; change it with npm run user -- passwd ${config.ADMIN_USERNAME})`)
  } else {
    log.info(`created administrator "${config.ADMIN_USERNAME}"`)
  }
}
