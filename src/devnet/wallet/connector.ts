import { getAddress, hexToNumber, numberToHex, UnauthorizedProviderError, type Address, type Chain, type Hex } from 'viem'
// Types only: `ferry-kit/devnet` loads without wagmi installed. The object below is what wagmi's
// `createConnector` (an identity function) would return.
import type { CreateConnectorFn } from 'wagmi'
import type { TestWalletProvider } from './provider'

export const TEST_WALLET_CONNECTOR_ID = 'ferryTestWallet'

/**
 * A wagmi connector over a test wallet's provider, shaped like wagmi's injected one: the wallet
 * (not the connector) remembers that the app was connected, so a new wagmi config (a reload, a
 * remount) reconnects for as long as the wallet lives. Works with wagmi 2 and 3.
 */
export function testWalletConnector(provider: TestWalletProvider, walletChains: readonly Chain[]): CreateConnectorFn<TestWalletProvider> {
  return (config) => {
    const accounts = async () => ((await provider.request({ method: 'eth_accounts' })) as Address[]).map((a) => getAddress(a))
    // Bound once per connector, so that a second connect does not subscribe twice.
    const onAccountsChanged = (changed: readonly string[]) => {
      if (changed.length === 0) onDisconnect()
      else config.emitter.emit('change', { accounts: changed.map((a) => getAddress(a)) })
    }
    const onChainChanged = (chainId: string) => config.emitter.emit('change', { chainId: Number(chainId) })
    const subscribe = () => {
      provider.on('accountsChanged', onAccountsChanged)
      provider.on('chainChanged', onChainChanged)
    }
    const unsubscribe = () => {
      provider.removeListener('accountsChanged', onAccountsChanged)
      provider.removeListener('chainChanged', onChainChanged)
    }
    const onDisconnect = () => {
      unsubscribe()
      config.emitter.emit('disconnect')
    }
    const getChainId = async () => hexToNumber((await provider.request({ method: 'eth_chainId' })) as Hex)
    const switchChain = async ({ chainId }: { chainId: number }) => {
      await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: numberToHex(chainId) }] })
      // The provider refused chains it does not know: one of the two lists has it.
      return (config.chains.find((chain) => chain.id === chainId) ?? walletChains.find((chain) => chain.id === chainId))!
    }

    return {
      id: TEST_WALLET_CONNECTOR_ID,
      name: 'Ferry test wallet',
      type: 'testWallet',
      async connect({ chainId, isReconnecting } = {}) {
        // A reconnect must not prompt: it only takes what the wallet already allows.
        if (!isReconnecting) await provider.request({ method: 'eth_requestAccounts' })
        const connected = await accounts()
        if (connected.length === 0) throw new UnauthorizedProviderError(new Error('The test wallet is not connected to this app.'))
        let current = await getChainId()
        if (chainId !== undefined && chainId !== current) current = (await switchChain({ chainId })).id
        unsubscribe()
        subscribe()
        // wagmi's connect action turns addresses into `{ address, capabilities }` when asked to.
        return { accounts: connected as never, chainId: current }
      },
      async disconnect() {
        unsubscribe()
        await provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
      },
      getAccounts: accounts,
      getChainId,
      async getProvider() {
        return provider
      },
      async isAuthorized() {
        return (await accounts()).length > 0
      },
      switchChain,
      onAccountsChanged,
      onChainChanged,
      onDisconnect,
    }
  }
}
