import t from 'tap'
import { BadRequest } from '../../../../../core/shared/errors.js'
import { uploadPath } from '../../../../../plugins/routes/cg/io/upload-dir-templates.js'

t.test('only plain .json names of the upload directory', async t => {
  t.equal(uploadPath('/data/upload', 'ProjectSite.json'), '/data/upload/ProjectSite.json')
  t.equal(uploadPath('/data/upload', 'site template (2).JSON'), '/data/upload/site template (2).JSON')
  for (const name of ['../x.json', 'a/b.json', '/etc/x.json', '..', '.', '.x.json', 'a\\b.json', 'c:d.json', 'x.json\u0000.txt', 'x.txt', 'json']) {
    t.throws(() => uploadPath('/data/upload', name), new BadRequest(`Invalid file name ${JSON.stringify(name)}: name a .json file of the upload directory, without a path.`), JSON.stringify(name))
  }
})
