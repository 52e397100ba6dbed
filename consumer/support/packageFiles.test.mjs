import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { caseTwins, hasDevelopmentJsx, packageFileProblems, startsWithUseClient } from './packageFiles.mjs'

const good = [
  'LICENSE',
  'README.md',
  'docs/devnet.md',
  'package.json',
  'dist/index.js',
  'dist/index.d.ts',
  'dist/react.js',
  'dist/react.d.ts',
  'dist/widget.js',
  'dist/widget.d.ts',
  'dist/widget/styles.css',
  'dist/devnet.js',
  'dist/devnet.d.ts',
  'dist/devnet-cli.js',
  'dist/core/client/createFerryClient.js',
  'dist/_virtual/_rolldown/runtime.js',
  'dist/machine-DKgbubI9.d.ts',
]

describe('the tarball file list check', () => {
  it('accepts the package as built', () => {
    assert.deepEqual(packageFileProblems(good), [])
  })

  it('finds case-only twins (mainButton.d.ts beside MainButton.d.ts)', () => {
    assert.deepEqual(caseTwins(['dist/types/widget/mainButton.d.ts', 'dist/types/widget/MainButton.d.ts', 'dist/a.js']), [
      ['dist/types/widget/mainButton.d.ts', 'dist/types/widget/MainButton.d.ts'],
    ])
    assert.match(packageFileProblems([...good, 'dist/Widget.js']).join('\n'), /case-only twins: dist\/widget\.js, dist\/Widget\.js/)
  })

  it('refuses test declarations, source maps and a missing LICENSE', () => {
    const problems = packageFileProblems([...good.filter((path) => path !== 'LICENSE'), 'dist/types/core/test/eip712Fixtures.d.ts', 'dist/widget.js.map'])
    assert.ok(problems.includes('test file dist/types/core/test/eip712Fixtures.d.ts'))
    assert.ok(problems.includes('source map dist/widget.js.map'))
    assert.ok(problems.includes('missing LICENSE'))
  })

  it('finds development JSX (jsxDEV), which production React does not export', () => {
    assert.equal(hasDevelopmentJsx('import { jsxDEV as e } from "react/jsx-dev-runtime";'), true)
    assert.equal(hasDevelopmentJsx('import { jsx as e, jsxs as t } from "react/jsx-runtime";'), false)
  })

  it("reads 'use client' only as the first statement", () => {
    assert.equal(startsWithUseClient("'use client';\nimport x from 'y'"), true)
    assert.equal(startsWithUseClient('"use client";\nexport {}'), true)
    assert.equal(startsWithUseClient('"use client";import{a as b}from"./c.js";'), true)
    assert.equal(startsWithUseClient("import x from 'y'\n'use client'"), false)
  })
})
