import type { Config } from 'wagmi'

/**
 * Moves the connected wallet to `chainId` with wagmi's action, loaded with the executor's wallet
 * adapter (one chunk, after first paint): the `useSwitchChain` hook would bring TanStack's
 * mutation observer and the action into a dApp's first load for this one call.
 */
export async function switchWalletChain(config: Config, { chainId }: { chainId: number }): Promise<void> {
  const { switchConnectedChain } = await import('../execution/runtime')
  await switchConnectedChain(config, { chainId })
}
