import { describe, expect, it } from 'vitest'
import { anvilNotFoundMessage } from './resolveAnvil'

describe('anvilNotFoundMessage', () => {
  it('on linux-x64 names the npm binary package and Foundry', () => {
    const message = anvilNotFoundMessage('linux', 'x64')
    expect(message).toContain('npm install -D @foundry-rs/anvil-linux-amd64')
    expect(message).toContain('foundryup')
    expect(message).toContain('FERRY_ANVIL_PATH')
  })

  it.each([
    ['darwin', 'arm64'],
    ['darwin', 'x64'],
    ['linux', 'arm64'],
    ['win32', 'x64'],
  ])('on %s-%s names Foundry only: the npm package would not install there', (platform, arch) => {
    const message = anvilNotFoundMessage(platform, arch)
    expect(message).toContain('foundryup')
    expect(message).not.toContain('@foundry-rs/anvil-linux-amd64')
  })
})
