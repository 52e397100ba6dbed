import { describe, expect, it } from 'vitest'
import { initialOutputs, viteInitialChunks, type ViteOutputChunk } from './firstloadChunks.mjs'

const chunk = (fileName: string, imports: string[], isEntry = false): ViteOutputChunk => ({ type: 'chunk', fileName, isEntry, imports, code: '' })

describe('files loaded before first paint', () => {
  it('esbuild: the entry and its static imports, transitively; not what import() loads, nor what that imports', () => {
    const initial = initialOutputs({
      inputs: { 'main.js': { imports: [{ path: 'lazy.js', kind: 'dynamic-import' }] }, 'lazy.js': { imports: [] } },
      outputs: {
        'out/main.js': { entryPoint: 'main.js', inputs: {}, imports: [{ path: 'out/shared.js', kind: 'import-statement' }, { path: 'out/lazy.js', kind: 'dynamic-import' }] },
        'out/shared.js': { inputs: {}, imports: [{ path: 'out/deep.js', kind: 'import-statement' }] },
        'out/deep.js': { inputs: {}, imports: [] },
        'out/lazy.js': { entryPoint: 'lazy.js', inputs: {}, imports: [{ path: 'out/lazyOnly.js', kind: 'import-statement' }] },
        'out/lazyOnly.js': { inputs: {}, imports: [] },
      },
    })
    expect([...initial].sort()).toEqual(['out/deep.js', 'out/main.js', 'out/shared.js'])
  })

  it('esbuild: an import() target whose import() was dropped with unused code loads with nothing', () => {
    const initial = initialOutputs({
      inputs: { 'main.js': { imports: [{ path: 'wrapper.js', kind: 'import-statement' }] }, 'wrapper.js': { imports: [{ path: 'executor.js', kind: 'dynamic-import' }] } },
      outputs: {
        'out/main.js': { entryPoint: 'main.js', inputs: {}, imports: [] },
        'out/executor.js': { entryPoint: 'executor.js', inputs: {}, imports: [{ path: 'out/deep.js', kind: 'import-statement' }] },
        'out/deep.js': { inputs: {}, imports: [] },
      },
    })
    expect([...initial]).toEqual(['out/main.js'])
  })

  it("Vite: the entry, its static imports and index.html's modulepreloads; not the lazy chunks", () => {
    const output = [chunk('assets/index.js', ['assets/core.js'], true), chunk('assets/core.js', []), chunk('assets/preloaded.js', []), chunk('assets/parts.js', ['assets/core.js'])]
    const html = '<script type="module" crossorigin src="/assets/index.js"></script><link rel="modulepreload" crossorigin href="/assets/preloaded.js">'
    expect([...viteInitialChunks(output, html).initial].sort()).toEqual(['assets/core.js', 'assets/index.js', 'assets/preloaded.js'])
  })
})
