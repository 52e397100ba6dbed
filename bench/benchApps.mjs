// Two dApps that differ only by the widget, for bench/firstload.mjs and bench/paint.mjs: each has its
// own WagmiProvider and QueryClientProvider (wagmi's default connectors, one chain over http); the
// "widget" app renders <BridgeWidget> from the built package where the "app" renders an empty div.
// Plain createElement, so neither bundler needs a JSX transform. Everything is bundled as a dApp
// bundles it: viem and wagmi code that only the widget calls counts as the widget's.
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

// What the apps import by name: the repo's copies (their own dependencies resolve from their real paths).
const PACKAGES = ['react', 'react-dom', 'wagmi', 'viem', '@tanstack/react-query']

const body = {
  app: `h('div', { id: 'app-ready' })`,
  widget: `h(BridgeWidget, { serviceUrl: window.__serviceUrl ?? 'http://127.0.0.1:9/', onConnectWallet: () => {} })`,
}

const source = (name) => `import { createElement as h } from 'react'
import { createRoot } from 'react-dom/client'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createConfig, http, WagmiProvider } from 'wagmi'
import { mainnet } from 'wagmi/chains'
${name === 'widget' ? `import { BridgeWidget } from 'ferry-kit/widget'\nimport 'ferry-kit/widget/styles.css'\n` : ''}
const config = createConfig({ chains: [mainnet], transports: { [mainnet.id]: http() } })
const queryClient = new QueryClient()
createRoot(document.getElementById('root')).render(
  h(WagmiProvider, { config }, h(QueryClientProvider, { client: queryClient }, h('main', null, h('h1', null, 'A dApp'), ${body[name]}))),
)
`

const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>A dApp</title></head>
<body><div id="root"></div><script type="module" src="./main.js"></script></body></html>
`

/**
 * Writes both apps under `dir` (`dir/app`, `dir/widget`, each an index.html and main.js) with a
 * node_modules that reaches the repo's packages and the repo itself as `ferry-kit` (its `exports`
 * and `sideEffects` apply, as for an installed dependency). Returns the two apps' folders.
 */
export function writeApps(dir, repo) {
  const modules = join(dir, 'node_modules')
  mkdirSync(join(modules, '@tanstack'), { recursive: true })
  symlinkSync(repo, join(modules, 'ferry-kit'), 'dir')
  for (const name of PACKAGES) symlinkSync(join(repo, 'node_modules', name), join(modules, name), 'dir')
  const apps = {}
  for (const name of ['app', 'widget']) {
    apps[name] = join(dir, name)
    mkdirSync(apps[name])
    writeFileSync(join(apps[name], 'main.js'), source(name))
    writeFileSync(join(apps[name], 'index.html'), html)
  }
  return apps
}
