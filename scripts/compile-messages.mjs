// Compiles the widget's messages (src/widget/i18n/englishMessages.ts and messages/<tag>.ts) into
// modules of labels (build/messages/generate.ts says which), so that no message parser ships to a
// browser. Run by `npm run build` (and `npm run messages`); the output is committed, and a test
// (build/messages/generate.test.ts) fails when it is out of date. A malformed message fails here.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { runnerImport } from 'vite'

const root = fileURLToPath(new URL('..', import.meta.url))
const { module } = await runnerImport(join(root, 'build/messages/generate.ts'), { configFile: false, logLevel: 'error' })
const { generatedFiles, GENERATED_FOLDERS } = module

const read = (path) => {
  try {
    return readFileSync(path, 'utf8')
  } catch {
    return undefined
  }
}
let changed = 0
for (const { path, source } of generatedFiles) {
  const file = join(root, path)
  if (read(file) === source) continue
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, source)
  changed++
}
// A locale whose messages are gone.
const wanted = new Set(generatedFiles.map(({ path }) => path))
for (const folder of GENERATED_FOLDERS) {
  for (const name of readdirSync(join(root, folder))) {
    if (wanted.has(`${folder}/${name}`)) continue
    rmSync(join(root, folder, name))
    changed++
  }
}
if (changed) process.stdout.write(`compile-messages: ${changed} file(s) updated\n`)
