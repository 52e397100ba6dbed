// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { mainnet } from 'viem/chains'
import { createConfig, WagmiProvider, type Config } from 'wagmi'
import { setUpWidgetDom } from '../test/environment'
import { ensTransport } from '../test/ensTransport'
import { OTHER, stubWagmiConfig } from '../test/stubWallet'
import { RecipientName } from './RecipientName'

setUpWidgetDom()

function renderName(name: string, config: Config) {
  const onResolve = vi.fn()
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const wrap = (children: ReactNode) => (
    <WagmiProvider config={config}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </WagmiProvider>
  )
  render(wrap(<RecipientName name={name} id="name" onResolve={onResolve} />))
  return onResolve
}

/** A host's config with mainnet read through the ENS test transport; batched (wagmi's default) or not. */
const withMainnet = (names: Record<string, `0x${string}`>, multicall = true) =>
  createConfig({ chains: [mainnet], transports: { [mainnet.id]: ensTransport(names).transport }, batch: { multicall }, storage: null })

describe('RecipientName: a name resolved through the host wagmi (useEnsAddress on mainnet)', () => {
  it('reports the address the Universal Resolver answers, and shows it short, copyable, whole on request', async () => {
    const onResolve = renderName('alice.eth', withMainnet({ 'alice.eth': OTHER }))
    expect(screen.getByRole('status').textContent).toBe('Looking up alice.eth…')
    expect(onResolve).toHaveBeenLastCalledWith({ name: 'alice.eth', address: undefined })
    await waitFor(() => expect(onResolve).toHaveBeenLastCalledWith({ name: 'alice.eth', address: OTHER }))
    expect(document.getElementById('name')!.textContent).toBe(`Resolves to ${OTHER.slice(0, 6)}…${OTHER.slice(-4)}`)
    expect(screen.getByRole('button', { name: 'Copy the recipient address' })).toBeTruthy()
    const whole = screen.getByText(OTHER)
    expect(whole.hidden).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: 'Show the full address' }))
    expect(whole.hidden).toBe(false)
  })

  it('resolves without multicall batching too, and normalizes the name first (Alice.ETH is alice.eth)', async () => {
    const onResolve = renderName('Alice.ETH', withMainnet({ 'alice.eth': OTHER }, false))
    await waitFor(() => expect(onResolve).toHaveBeenLastCalledWith({ name: 'Alice.ETH', address: OTHER }))
  })

  it('a name with no address (the resolver reverts ResolverNotFound): "No address found for", no address reported', async () => {
    const onResolve = renderName('nobody.eth', withMainnet({ 'alice.eth': OTHER }))
    expect((await screen.findByRole('alert')).textContent).toBe('No address found for nobody.eth.')
    expect(onResolve).not.toHaveBeenCalledWith(expect.objectContaining({ address: expect.anything() }))
  })

  it('a name ENS refuses (a space) is not looked up: no address found', async () => {
    renderName('bad name.eth', withMainnet({}))
    expect((await screen.findByRole('alert')).textContent).toBe('No address found for bad name.eth.')
  })

  it('without mainnet in the host config: names cannot be resolved here', async () => {
    const onResolve = renderName('alice.eth', stubWagmiConfig())
    expect((await screen.findByRole('alert')).textContent).toBe('Names cannot be resolved here: paste an address.')
    expect(onResolve).toHaveBeenLastCalledWith({ name: 'alice.eth', address: undefined })
  })
})
