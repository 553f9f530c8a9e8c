import {
  mdiAccount, mdiAccountMultiple, mdiArrowDown, mdiArrowLeft, mdiArrowUp, mdiCalendar, mdiCamera, mdiCheck, mdiCodeJson, mdiContentCopy, mdiContentSaveAlert, mdiDatabaseImport, mdiDelete,
  mdiDeleteRestore, mdiDownload, mdiDrag, mdiFileChart, mdiFileImport, mdiFolderUpload, mdiFormatListBulleted, mdiHistory, mdiLogout, mdiMagnify, mdiPageNextOutline, mdiPaperclip,
  mdiPencil, mdiPlus, mdiQrcodeScan, mdiRefresh, mdiRestore, mdiUndo, mdiViewColumn
} from '@mdi/js'
import { h } from 'vue'
import type { IconSet } from 'vuetify'
import { aliases, mdi } from 'vuetify/iconsets/mdi-svg'

// The app's icons as inline SVG paths (Material Design Icons, @mdi/js): only the ones it shows are bundled. The
// icon font had every icon, 400 KB of font and 480 KB of CSS, which a phone on a slow link loaded before the first
// grid could show. Components keep naming icons as the font did ("mdi-plus"); test/web/icons.test.ts checks that
// every name used in web/src is here.

export const ICONS: Record<string, string> = {
  'mdi-account': mdiAccount,
  'mdi-account-multiple': mdiAccountMultiple,
  'mdi-arrow-down': mdiArrowDown,
  'mdi-arrow-left': mdiArrowLeft,
  'mdi-arrow-up': mdiArrowUp,
  'mdi-calendar': mdiCalendar,
  'mdi-camera': mdiCamera,
  'mdi-check': mdiCheck,
  'mdi-code-json': mdiCodeJson,
  'mdi-content-copy': mdiContentCopy,
  'mdi-content-save-alert': mdiContentSaveAlert,
  'mdi-database-import': mdiDatabaseImport,
  'mdi-delete': mdiDelete,
  'mdi-delete-restore': mdiDeleteRestore,
  'mdi-download': mdiDownload,
  'mdi-drag': mdiDrag,
  'mdi-file-chart': mdiFileChart,
  'mdi-file-import': mdiFileImport,
  'mdi-folder-upload': mdiFolderUpload,
  'mdi-format-list-bulleted': mdiFormatListBulleted,
  'mdi-history': mdiHistory,
  'mdi-logout': mdiLogout,
  'mdi-magnify': mdiMagnify,
  'mdi-page-next-outline': mdiPageNextOutline,
  'mdi-paperclip': mdiPaperclip,
  'mdi-pencil': mdiPencil,
  'mdi-plus': mdiPlus,
  'mdi-qrcode-scan': mdiQrcodeScan,
  'mdi-refresh': mdiRefresh,
  'mdi-restore': mdiRestore,
  'mdi-undo': mdiUndo,
  'mdi-view-column': mdiViewColumn
}

/** Vuetify's icon set "mdi" drawing a named icon from its path (Vuetify's own icons come as paths already, its aliases). */
const named: IconSet = {
  component: props => h(mdi.component, { ...props, icon: typeof props.icon === 'string' ? ICONS[props.icon] ?? props.icon : props.icon })
}

export const icons = { defaultSet: 'mdi', aliases, sets: { mdi: named } }
