import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { artifactsPath, compileContracts, renderArtifacts } from '../../../scripts/compileContracts.mjs'

describe('contract artifacts', () => {
  // solc-js compiles the contracts with their OpenZeppelin imports in a couple of seconds.
  it('match a fresh compile of the .sol sources (run `npm run contracts` after editing one)', () => {
    const compiled = compileContracts()
    expect(compiled.warnings).toEqual([])
    expect(readFileSync(artifactsPath, 'utf8')).toBe(renderArtifacts(compiled))
  }, 30_000)
})
