import t from 'tap'
import { ConfigError, loadConfig } from '../../../core/shared/config.js'
import { parsePrinters, printTarget } from '../../../core/shared/printers.js'

// PRINTERS as mDIS's params['printers']: printers written <queue>, <queue>@<host>[:<port>] or @<host>[:<port>].

t.test('a printer names a queue, a server, or both', async t => {
  t.same(printTarget('zebra'), { queue: 'zebra' })
  t.same(printTarget('labels@printhost:631'), { queue: 'labels', host: 'printhost:631' })
  t.same(printTarget('@printhost'), { host: 'printhost' }, "the server's default queue")
  t.same(printTarget('Label_Printer-2@[fe80::1]:631'), { queue: 'Label_Printer-2', host: '[fe80::1]:631' })
  for (const bad of ['', '@', 'zebra@', '-o evil', 'two words', 'a/b', 'q@host name', 'q@host:port', 'q@-host']) {
    t.equal(printTarget(bad), undefined, JSON.stringify(bad))
  }
})

t.test('the printer table: report names or default, each with a printer', async t => {
  t.same(parsePrinters(undefined), { printers: {}, problems: [] }, 'unset: no printer')
  t.same(parsePrinters('{"default":"labels@printhost:631","CoreQrCodes":"zebra"}'),
    { printers: { default: 'labels@printhost:631', CoreQrCodes: 'zebra' }, problems: [] })
  t.same(parsePrinters('zebra').problems, ['PRINTERS is not JSON: write {"default": "<queue>@<host>:<port>", "<report name>": "<queue>"}'])
  for (const notObject of ['["zebra"]', 'null', '"zebra"']) {
    t.same(parsePrinters(notObject).problems, ['PRINTERS must be a JSON object of report names (or "default") and printers'], notObject)
  }
  t.same(parsePrinters('{"Core Label":"zebra","default":7,"SectionQrCodes":"-d x"}'), {
    printers: {},
    problems: [
      'PRINTERS: "Core Label" is not a report name (letters, digits, _) nor "default"',
      'PRINTERS: the printer of "default" must be <queue>, <queue>@<host>[:<port>] or @<host>[:<port>]; got 7',
      'PRINTERS: the printer of "SectionQrCodes" must be <queue>, <queue>@<host>[:<port>] or @<host>[:<port>]; got "-d x"'
    ]
  })
})

t.test('a bad table stops the start, naming the variable', async t => {
  t.throws(() => loadConfig({ PRINTERS: '{"default":"a b"}' }), new ConfigError(['PRINTERS: the printer of "default" must be <queue>, <queue>@<host>[:<port>] or @<host>[:<port>]; got "a b"']))
  const config = loadConfig({ PRINTERS: '{"default":"zebra"}' })
  t.same([config.PRINTERS, config.PRINT_COMMAND, config.PRINT_TIMEOUT_MS], ['{"default":"zebra"}', 'lp', 30000])
})
