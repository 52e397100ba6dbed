import { accessSync, closeSync, constants, openSync, readSync } from 'node:fs'
import { createRequire } from 'node:module'
import { delimiter, dirname, join } from 'node:path'
import { DevnetError } from '../errors'

const ANVIL_PACKAGE = '@foundry-rs/anvil-linux-amd64'

/**
 * Finds the anvil binary: an explicit path, then `FERRY_ANVIL_PATH`, then `anvil` on PATH,
 * then the binary inside `@foundry-rs/anvil-linux-amd64` (an optional peer: ferry-kit installs no
 * anvil into a dApp, the person testing adds one). The package's `.bin/anvil` is a Node wrapper,
 * so it is never used: the process we stop must be anvil itself.
 */
export function resolveAnvil(explicitPath?: string): string {
  const candidates = [explicitPath, process.env.FERRY_ANVIL_PATH, ...onPath('anvil'), fromPackage()]
  for (const candidate of candidates) {
    if (candidate && isExecutable(candidate) && !isScript(candidate)) return candidate
  }
  throw new DevnetError('ANVIL_NOT_FOUND', anvilNotFoundMessage(process.platform, process.arch))
}

/** What to install on this platform: the npm binary package exists for linux-x64 only. */
export function anvilNotFoundMessage(platform: string, arch: string): string {
  const foundry = "Foundry's installer (foundryup, which puts anvil on PATH)"
  const install = platform === 'linux' && arch === 'x64' ? `\`npm install -D ${ANVIL_PACKAGE}\` or ${foundry}` : foundry
  return `anvil was not found: install it with ${install}, or pass its path as \`anvilPath\` or FERRY_ANVIL_PATH.`
}

function onPath(name: string): string[] {
  return (process.env.PATH ?? '').split(delimiter).filter(Boolean).map((dir) => join(dir, name))
}

function fromPackage(): string | undefined {
  try {
    const require = createRequire(import.meta.url)
    return join(dirname(require.resolve(`${ANVIL_PACKAGE}/package.json`)), 'bin', 'anvil')
  } catch {
    return undefined
  }
}

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK)
    return true
  } catch {
    return false
  }
}

/** A `#!` script is a wrapper (such as npm's Node shim), not anvil itself. */
function isScript(path: string): boolean {
  const head = Buffer.alloc(2)
  const fd = openSync(path, 'r')
  try {
    readSync(fd, head, 0, 2, 0)
  } finally {
    closeSync(fd)
  }
  return head.toString('latin1') === '#!'
}
