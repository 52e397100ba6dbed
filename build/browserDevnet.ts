import { resolve, sep } from 'node:path'
import type { Plugin } from 'vite'
import type { describeDevnet } from '../src/devnet/describeDevnet'

/** `describeDevnet(...)` as `ferry-devnet --json` prints it, private keys included (Node side only). */
export type DescribedDevnet = ReturnType<typeof describeDevnet>
type Described = DescribedDevnet

/** The devnet as a browser page sees it: `describeDevnet(...)` without the private keys (the e2e host page's has them). */
export type BrowserDevnet = Omit<Described, 'accounts' | 'warning'> & {
  accounts: Array<Pick<Described['accounts'][number], 'address'> & Partial<Pick<Described['accounts'][number], 'privateKey'>>>
}

/**
 * Reads `describeDevnet(...)` JSON and drops the keys: the mock connector never needs them, anvil
 * signs for its dev accounts. Anything that is not a devnet fails the server's start here instead
 * of rendering a broken page. (The e2e host page alone gets the keys, from its own server:
 * e2e/host/startHostServer.mjs.)
 */
export function browserDevnetFromJson(json: string | undefined): BrowserDevnet | null {
  if (!json) return null
  const value = JSON.parse(json) as Partial<Described> | null
  const isUrl = (url: unknown) => typeof url === 'string' && /^https?:\/\//.test(url)
  const { serviceUrl, venueUrl, venueChainId, chains, solver, accounts } = value ?? {}
  if (
    !isUrl(serviceUrl) ||
    !isUrl(venueUrl) ||
    !Array.isArray(chains) ||
    !chains.every((chain) => Number.isInteger(chain.id) && isUrl(chain.rpcUrl) && chain.contracts) ||
    !Array.isArray(accounts) ||
    accounts.length === 0
  ) {
    throw new Error('FERRY_DEVNET is not the JSON of describeDevnet(...) (what `ferry-devnet --json` prints)')
  }
  return { serviceUrl: serviceUrl!, venueUrl: venueUrl!, venueChainId: venueChainId!, chains, solver: solver!, accounts: accounts.map(({ address }) => ({ address })) }
}

/**
 * The devnet is Node only (anvil, HTTP servers): neither its sources nor its build may reach a
 * browser bundle. This plugin fails the build of `page` when any of it is loaded.
 */
export function keepDevnetOut({ repo, page }: { repo: string; page: string }): Plugin {
  const nodeOnly = [resolve(repo, 'src/devnet') + sep, resolve(repo, 'dist/devnet')]
  return {
    name: 'ferry:keep-devnet-out',
    enforce: 'pre',
    load(id) {
      const file = resolve(id.split('?')[0]!)
      if (nodeOnly.some((prefix) => file.startsWith(prefix))) {
        this.error(`${file} is Node-only devnet code and cannot enter ${page}; it reads the devnet as JSON (FERRY_DEVNET)`)
      }
    },
  }
}
