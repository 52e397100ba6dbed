import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { packagesOnlyThrough } from './installWeight.mjs'

describe('what an install added, read from the installed tree', () => {
  // The app uses react and wagmi; wagmi pins zustand 5.0.3 at the top, the package nests its own
  // 5.0.0; the package's radix part needs react (the app's) and a helper nothing else uses.
  const packages = {
    'node_modules/react': {},
    'node_modules/wagmi': { dependencies: { zustand: '5.0.3' }, peerDependencies: { react: '*' } },
    'node_modules/zustand': {},
    'node_modules/ferry-kit': { dependencies: { zustand: '5.0.0', '@radix-ui/react-dialog': '1' }, peerDependencies: { react: '*', wagmi: '*', viem: '*' } },
    'node_modules/ferry-kit/node_modules/zustand': {},
    'node_modules/@radix-ui/react-dialog': { dependencies: { 'aria-hidden': '1' }, peerDependencies: { react: '*' } },
    'node_modules/aria-hidden': {},
    'node_modules/unused': {},
  }

  it('counts the package, its nested copies and what only it needs; never what the app already has', () => {
    assert.deepEqual(packagesOnlyThrough({ packages, appDependencies: ['react', 'wagmi'], added: 'ferry-kit' }), [
      'node_modules/@radix-ui/react-dialog',
      'node_modules/aria-hidden',
      'node_modules/ferry-kit',
      'node_modules/ferry-kit/node_modules/zustand',
    ])
  })

  it('counts a dependency the app shares with it as the app’s', () => {
    const sharing = { ...packages, 'node_modules/app-dialog': { dependencies: { 'aria-hidden': '1' } } }
    assert.ok(!packagesOnlyThrough({ packages: sharing, appDependencies: ['react', 'wagmi', 'app-dialog'], added: 'ferry-kit' }).includes('node_modules/aria-hidden'))
  })
})
