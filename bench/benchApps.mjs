// The dApps bench/firstload.mjs and bench/paint.mjs build, in pairs that differ only by Ferry. Each
// has its own WagmiProvider and QueryClientProvider (wagmi's default connectors, one chain over http).
// Two hosts:
// - "empty": the providers around an empty div (what issue 17 first measured over);
// - "dapp": a typical wagmi dApp, a wallet bar on wagmi's hooks (account, balances, ENS name, send,
//   write, switch chain, sign typed data). viem and wagmi code that such an app already ships does not
//   count against the widget there.
// Each host comes bare, with <BridgeWidget> imported as the README shows (the root's constants
// included), and with one root constant only. Plain createElement, so neither bundler needs a JSX
// transform. Everything is bundled as a dApp bundles it.
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

// What the apps import by name: the repo's copies (their own dependencies resolve from their real paths).
const PACKAGES = ['react', 'react-dom', 'wagmi', 'viem', '@tanstack/react-query']

const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'

const walletBar = `
function WalletBar() {
  const account = useAccount()
  const owner = account.address ?? zeroAddress
  const balance = useBalance({ address: account.address })
  const token = useReadContracts({
    contracts: [
      { address: '${USDC}', abi: erc20Abi, functionName: 'balanceOf', args: [owner] },
      { address: '${USDC}', abi: erc20Abi, functionName: 'decimals' },
    ],
  })
  const name = useEnsName({ address: account.address })
  const send = useSendTransaction()
  const write = useWriteContract()
  const switchChain = useSwitchChain()
  const sign = useSignTypedData()
  return h('header', null,
    h('span', null, name.data ?? account.address ?? 'Not connected'),
    h('span', null, balance.data ? formatUnits(balance.data.value, balance.data.decimals) : '-'),
    h('span', null, String(token.data?.[0]?.result ?? '-')),
    h('button', { onClick: () => send.sendTransaction({ to: owner, value: parseEther('0.01') }) }, 'Send'),
    h('button', { onClick: () => write.writeContract({ address: '${USDC}', abi: erc20Abi, functionName: 'transfer', args: [owner, 1n] }) }, 'Transfer'),
    h('button', { onClick: () => switchChain.switchChain({ chainId: mainnet.id }) }, 'Switch'),
    h('button', { onClick: () => sign.signTypedData({ types: { Mail: [{ name: 'contents', type: 'string' }] }, primaryType: 'Mail', message: { contents: 'gm' } }) }, 'Sign'),
  )
}
`

const dappImports = `import { useAccount, useBalance, useEnsName, useReadContracts, useSendTransaction, useSignTypedData, useSwitchChain, useWriteContract } from 'wagmi'
import { erc20Abi, formatUnits, parseEther, zeroAddress } from 'viem'
`

/** What each variant adds to its host: imports, and what it renders beside the host's content. */
const variants = {
  bare: { imports: '', body: `h('div', { id: 'app-ready' })` },
  // As the README's examples do: the widget, its stylesheet, and constants from the root entry.
  widget: {
    imports: `import { BridgeWidget } from 'ferry-kit/widget'\nimport 'ferry-kit/widget/styles.css'\nimport { NATIVE_CURRENCY, VENUE_CHAIN_ID, VENUE_PERPS_USDC } from 'ferry-kit'\n`,
    body: `h('section', { 'data-chain': VENUE_CHAIN_ID, 'data-currency': VENUE_PERPS_USDC, 'data-native': NATIVE_CURRENCY }, h(BridgeWidget, { serviceUrl: window.__serviceUrl ?? 'http://127.0.0.1:9/', onConnectWallet: () => {} }))`,
  },
  // One constant from the root entry: what importing a name costs when nothing else of Ferry is used.
  constant: { imports: `import { NATIVE_CURRENCY } from 'ferry-kit'\n`, body: `h('div', { id: 'app-ready', title: NATIVE_CURRENCY })` },
  inline: { imports: '', body: `h('div', { id: 'app-ready', title: '0x0000000000000000000000000000000000000000' })` },
}

const source = ({ host, variant }) => `import { createElement as h } from 'react'
import { createRoot } from 'react-dom/client'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createConfig, http, WagmiProvider } from 'wagmi'
import { mainnet } from 'wagmi/chains'
${host === 'dapp' ? dappImports : ''}${variants[variant].imports}
const config = createConfig({ chains: [mainnet], transports: { [mainnet.id]: http() } })
const queryClient = new QueryClient()
${host === 'dapp' ? walletBar : ''}
createRoot(document.getElementById('root')).render(
  h(WagmiProvider, { config }, h(QueryClientProvider, { client: queryClient }, h('main', null, ${host === 'dapp' ? 'h(WalletBar), ' : ''}h('h1', null, 'A dApp'), ${variants[variant].body}))),
)
`

const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>A dApp</title></head>
<body><div id="root"></div><script type="module" src="./main.js"></script></body></html>
`

export const HOSTS = ['empty', 'dapp']
export const VARIANTS = Object.keys(variants)

/**
 * Writes every host × variant under `dir` (`dir/<host>-<variant>`, each an index.html and main.js)
 * with a node_modules that reaches the repo's packages and the repo itself as `ferry-kit` (its
 * `exports` and `sideEffects` apply, as for an installed dependency). Returns each app's folder by
 * `<host>-<variant>`.
 */
export function writeApps(dir, repo) {
  const modules = join(dir, 'node_modules')
  mkdirSync(join(modules, '@tanstack'), { recursive: true })
  symlinkSync(repo, join(modules, 'ferry-kit'), 'dir')
  for (const name of PACKAGES) symlinkSync(join(repo, 'node_modules', name), join(modules, name), 'dir')
  const apps = {}
  for (const host of HOSTS) {
    for (const variant of VARIANTS) {
      const folder = join(dir, `${host}-${variant}`)
      mkdirSync(folder)
      writeFileSync(join(folder, 'main.js'), source({ host, variant }))
      writeFileSync(join(folder, 'index.html'), html)
      apps[`${host}-${variant}`] = folder
    }
  }
  return apps
}
