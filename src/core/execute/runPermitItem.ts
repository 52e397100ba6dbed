import type { Hex } from 'viem'
import { buildPermitTypedData } from '../eip712/permit'
import type { PermitItem } from '../types/quote'
import { throwIfAborted } from '../utils/abort'
import { callWallet, switchChainIfNeeded, type ItemContext } from './itemContext'

/**
 * A permit (`usePermit`): sign the EIP-3009 authorization on its token's chain, the wallet switched
 * there first (a wallet refuses typed data whose domain names another chain), then post it to the
 * service, which submits it and pays the gas. The item was checked before the run (`checkPermits`,
 * `checkDestinations`). Signing it again after a failed post is harmless: the token takes its
 * nonce once.
 */
export async function runPermitItem(item: PermitItem, ctx: ItemContext): Promise<void> {
  const { typedData, endpoint, postBody } = buildPermitTypedData(item)
  const { chainId } = typedData.domain
  await switchChainIfNeeded(ctx, chainId)
  ctx.report('waiting-for-wallet', { chainId })
  const signature: Hex = await callWallet(ctx, () => ctx.wallet.signTypedData(typedData))
  throwIfAborted(ctx.signal)
  ctx.report('submitted', { chainId })
  await ctx.client.postPermit(endpoint, postBody, signature, { signal: ctx.signal })
}
