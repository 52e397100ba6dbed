import { buildVenueSendAssetTypedData, venueActionFromTypedData } from '../eip712/venueSendAsset'
import { splitSignature } from '../eip712/splitSignature'
import { ACCEPTED_PROFILES } from '../protocol/profile'
import type { VenueDepositItem } from '../types/quote'
import { throwIfAborted } from '../utils/abort'
import { callWallet, type ItemContext } from './itemContext'

/**
 * The venue withdrawal's deposit: sign the `sendAsset` action on the wallet's current chain
 * and submit exactly the signed message to the venue with the step's nonce.
 */
export async function runVenueDepositItem(item: VenueDepositItem, ctx: ItemContext): Promise<void> {
  const signingChainId = await callWallet(ctx, () => ctx.wallet.getChainId())
  const typedData = buildVenueSendAssetTypedData(item, { signingChainId, profile: ctx.client.profiles ?? ACCEPTED_PROFILES })
  ctx.report('waiting-for-wallet', { chainId: signingChainId })
  const signature = await callWallet(ctx, () => ctx.wallet.signTypedData(typedData))
  throwIfAborted(ctx.signal)
  ctx.report('submitted', { chainId: signingChainId })
  await ctx.client.venue.exchange(
    { action: venueActionFromTypedData(typedData), nonce: item.data.nonce, signature: splitSignature(signature) },
    { signal: ctx.signal },
  )
}
