import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import t from 'tap'
import { migrate } from '../../../core/database/migrate.js'
import { seedValueLists, ValueLists } from '../../../core/value-lists/lists.js'
import { tempDir } from '../../helpers/app.js'
import { openTestDatabase } from '../../helpers/database.js'

t.test('bundled lists are seeded once; lookups are cached until invalidated', async t => {
  const { database } = await openTestDatabase(t)
  const db = database.db
  await migrate(db)
  const dir = await tempDir(t)
  await mkdir(dir, { recursive: true })
  await writeFile(join(dir, 'a.json'), JSON.stringify([{ name: 'COLOURS', locked: true, items: [{ display: 'R', remark: 'red' }, { display: 'G', sort: 9 }] }, { name: 'EMPTY', items: [] }]))
  await writeFile(join(dir, 'readme.txt'), 'ignored')
  t.same(await seedValueLists(db, dir), ['COLOURS', 'EMPTY'])
  t.same(await seedValueLists(db, dir), [], 'existing lists are left as they are')
  const none = await tempDir(t)
  t.same(await seedValueLists(db, none), [], 'no bundled lists: none made')
  t.same(await db.selectFrom('rs_value_list_item').select(['display', 'remark', 'sort']).orderBy('id').execute(),
    [{ display: 'R', remark: 'red', sort: 1 }, { display: 'G', remark: '', sort: 9 }])
  t.same((await db.selectFrom('rs_value_list').select(['name', 'locked']).orderBy('name').execute()), [{ name: 'COLOURS', locked: true }, { name: 'EMPTY', locked: false }])

  const lists = new ValueLists(db)
  t.same([...await lists.names()].sort(), ['COLOURS', 'EMPTY'])
  t.same([...await lists.displays('COLOURS')].sort(), ['G', 'R'])
  t.same([...await lists.displays('MISSING')], [])
  await db.deleteFrom('rs_value_list_item').where('display', '=', 'G').execute()
  t.same([...await lists.displays('COLOURS')].sort(), ['G', 'R'], 'cached')
  lists.invalidate('COLOURS')
  t.same([...await lists.displays('COLOURS')], ['R'])
  await db.deleteFrom('rs_value_list_item').execute()
  lists.invalidate('')
  t.same([...await lists.displays('COLOURS')], [])
  lists.invalidate()

  await database.close()
  await t.rejects(lists.displays('COLOURS'))
  await t.rejects(lists.displays('COLOURS'), 'a failed load is not cached')
})
