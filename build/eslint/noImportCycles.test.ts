import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import parser from '@typescript-eslint/parser'
import { RuleTester } from 'eslint'
import { describe, it } from 'vitest'
import { noImportCycles } from './noImportCycles.js'

RuleTester.describe = describe
RuleTester.it = it

// The rule reads the modules an import names from disk: a small package of its own for each case.
const folder = mkdtempSync(join(tmpdir(), 'no-import-cycles-'))
const files = {
  'back.ts': "import { start } from './start'\nexport const back = start",
  'typeBack.ts': "import type { Start } from './start'\nexport type Back = Start",
  'lazyBack.ts': "export const load = () => import('./start')",
  'templateBack.ts': "export const load = (name: string) => import(`./parts/${name}.ts`)",
  'parts/one.ts': "import { start } from '../start'\nexport const one = start",
  'importTypeBack.ts': "export type Back = import('./start').Start",
  'leaf.ts': 'export const leaf = 1',
  'start.ts': '',
}
mkdirSync(join(folder, 'parts'))
for (const [name, code] of Object.entries(files)) writeFileSync(join(folder, name), code)
const start = join(folder, 'start.ts')

const tester = new RuleTester({ languageOptions: { parser, ecmaVersion: 2022, sourceType: 'module' } })

tester.run('no-import-cycles', noImportCycles, {
  valid: [
    { filename: start, code: "import { leaf } from './leaf'\nexport const start = leaf" },
    { filename: start, code: "export const start = () => import('./leaf')" },
  ],
  invalid: [
    { filename: start, code: "import { back } from './back'\nexport const start = back", errors: [{ messageId: 'cycle' }] },
    // A type-only import, whichever way round.
    { filename: start, code: "import type { Back } from './typeBack'\nexport type Start = Back", errors: [{ messageId: 'cycle' }] },
    { filename: start, code: "import type { back } from './back'\nexport type Start = typeof back", errors: [{ messageId: 'cycle' }] },
    // `import()`: by the module that loads lazily, and by the one it loads.
    { filename: start, code: "import { load } from './lazyBack'\nexport const start = load", errors: [{ messageId: 'cycle' }] },
    { filename: start, code: "export const start = () => import('./back')", errors: [{ messageId: 'cycle' }] },
    // `import()` of a template reaches every file it can name; an `import('./x')` type is an import too.
    { filename: start, code: "import { load } from './templateBack'\nexport const start = load", errors: [{ messageId: 'cycle' }] },
    { filename: start, code: "export type Start = import('./importTypeBack').Back", errors: [{ messageId: 'cycle' }] },
  ],
})
