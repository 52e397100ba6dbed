import type { Hex } from 'viem'
import { buildNonceMappingTypedData } from '../eip712/nonceMapping'
import { ACCEPTED_PROFILES } from '../protocol/profile'
import type { SignatureItem } from '../types/quote'
import { throwIfAborted } from '../utils/abort'
import { callWallet, type ItemContext } from './itemContext'

/**
 * The authorize step: sign the nonce mapping on the wallet's current chain (the spec allows
 * any EVM chain, and a wallet may refuse a domain of another chain), then post it.
 */
export async function runSignatureItem(item: SignatureItem, ctx: ItemContext): Promise<void> {
  const signingChainId = await callWallet(ctx, () => ctx.wallet.getChainId())
  const { typedData, postBody } = buildNonceMappingTypedData(item, { signingChainId, profile: ctx.client.profiles ?? ACCEPTED_PROFILES })
  ctx.report('waiting-for-wallet', { chainId: signingChainId })
  const signature: Hex = await callWallet(ctx, () => ctx.wallet.signTypedData(typedData))
  throwIfAborted(ctx.signal)
  ctx.report('submitted', { chainId: signingChainId })
  await ctx.client.authorize(item.data.post.endpoint, postBody, signature, { signal: ctx.signal })
}
