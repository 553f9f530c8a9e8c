import type { Migration } from 'kysely'
import { systemTables } from './0001-system-tables.js'
import { auth } from './0002-auth.js'
import { fileJournal } from './0003-file-journal.js'
import { fileJournalOwner } from './0004-file-journal-owner.js'
import { changeCounters } from './0005-change-counters.js'
import { templateVersions } from './0006-template-versions.js'
import { loginAttempts } from './0007-login-attempts.js'
import { formTemplates } from './0008-form-templates.js'
import { sessionLogin } from './0009-session-login.js'
import { countedFilesAndLinks } from './0010-counted-files-and-links.js'
import { recordHistory } from './0011-record-history.js'
import { historyWrittenInline } from './0012-history-written-inline.js'
import { templateHistory } from './0013-template-history.js'
import { imports } from './0014-imports.js'
import { appConfig } from './0015-app-config.js'
import { account } from './0016-account.js'
import { dashboard } from './0017-dashboard.js'

// Versioned migrations of the system tables, applied in key order. Add a file, never edit a released one.
export const migrations: Record<string, Migration> = {
  '0001-system-tables': systemTables,
  '0002-auth': auth,
  '0003-file-journal': fileJournal,
  '0004-file-journal-owner': fileJournalOwner,
  '0005-change-counters': changeCounters,
  '0006-template-versions': templateVersions,
  '0007-login-attempts': loginAttempts,
  '0008-form-templates': formTemplates,
  '0009-session-login': sessionLogin,
  '0010-counted-files-and-links': countedFilesAndLinks,
  '0011-record-history': recordHistory,
  '0012-history-written-inline': historyWrittenInline,
  '0013-template-history': templateHistory,
  '0014-imports': imports,
  '0015-app-config': appConfig,
  '0016-account': account,
  '0017-dashboard': dashboard
}
