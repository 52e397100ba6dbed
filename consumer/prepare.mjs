// `node consumer/prepare.mjs <dir>`: packs the built repo and installs every consumer fixture with it
// into <dir> (see support/prepare.mjs); `FERRY_CONSUMER_WORKSPACE=<dir> npm run test:consumer` then checks them.
import { mkdirSync } from 'node:fs'
import { prepareWorkspace } from './support/prepare.mjs'

const [dir] = process.argv.slice(2)
if (!dir) throw new Error('usage: node consumer/prepare.mjs <dir>')
mkdirSync(dir, { recursive: true })
await prepareWorkspace(dir)
