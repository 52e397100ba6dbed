import { isAddressEqual, type Address, type Hex } from 'viem'
import { buildNonceMappingTypedData } from '../eip712/nonceMapping'
import { buildVenueSendAssetTypedData } from '../eip712/venueSendAsset'
import { UnsafeStepError } from '../errors/execution'
import { MalformedResponseError } from '../errors/response'
import { isSignatureItem, isTransactionItem, isVenueDepositItem } from '../parse/items'
import type { QuoteResponse } from '../types/quote'

/**
 * Checks every item still to run before the wallet is asked for anything, so an unsafe
 * quote stops whole instead of half-way. Returns the request id the steps share.
 */
export function preflight(quote: QuoteResponse, account: Address): Hex {
  const first = quote.steps[0]
  if (!first) throw new MalformedResponseError({ resource: 'quote', path: 'steps', message: 'is empty' })
  const requestId = first.requestId
  const originChainId = quote.details.currencyIn?.currency.chainId
  let authorizedNonce: number | undefined

  quote.steps.forEach((step, stepIndex) => {
    const unsafe = (field: string, reason: string) =>
      new UnsafeStepError({ requestId, stepId: step.id, field: `steps.${stepIndex}.${field}`, reason })
    if (step.requestId.toLowerCase() !== requestId.toLowerCase()) {
      throw unsafe('requestId', `is ${step.requestId}, not the first step's ${requestId}`)
    }
    step.items.forEach((item, itemIndex) => {
      if (item.status === 'complete') return
      const at = `items.${itemIndex}.data`
      if (isTransactionItem(step, item)) {
        const { from, chainId } = item.data
        if (!isAddressEqual(from, account)) throw unsafe(`${at}.from`, `is ${from}, not the account ${account}`)
        if (originChainId !== undefined && chainId !== originChainId) {
          throw unsafe(`${at}.chainId`, `is ${chainId}, not the origin chain ${originChainId}`)
        }
      } else if (isSignatureItem(step, item)) {
        const { postBody } = buildNonceMappingTypedData(item)
        if (!isAddressEqual(postBody.wallet, account)) {
          throw unsafe(`${at}.post.body.wallet`, `is ${postBody.wallet}, not the account ${account}`)
        }
        if (postBody.id.toLowerCase() !== requestId.toLowerCase()) {
          throw unsafe(`${at}.post.body.id`, `is ${postBody.id}, not the request id ${requestId}`)
        }
        authorizedNonce = postBody.nonce
      } else if (isVenueDepositItem(step, item)) {
        // The signing chain is only known when signing; any chain id runs the same checks.
        buildVenueSendAssetTypedData(item, { signingChainId: 1 })
        if (authorizedNonce !== undefined && item.data.nonce !== authorizedNonce) {
          throw unsafe(`${at}.nonce`, `is ${item.data.nonce}, not the signed nonce ${authorizedNonce}`)
        }
      }
    })
  })
  return requestId
}
