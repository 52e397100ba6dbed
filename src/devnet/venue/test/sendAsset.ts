import type { Hex } from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'
import { splitSignature } from '../../../core/eip712/splitSignature'
import { buildVenueSendAssetTypedData, venueActionFromTypedData, type VenueSendAssetAction } from '../../../core/eip712/venueSendAsset'
import { userAccount, venueDepositItem, type VenueDepositItemOptions } from '../../../core/test/eip712Fixtures'
import type { VenueSignature } from '../../../core/types/venue'

/* Test-only: `/exchange` bodies signed for real, the way a wallet and the core client make them. */

/** The body posted to `/exchange`. */
export interface SignedSendAsset {
  action: VenueSendAssetAction
  nonce: number
  signature: VenueSignature
}

export interface SignedSendAssetOptions extends VenueDepositItemOptions {
  signer?: PrivateKeyAccount
  signingChainId?: number
}

/** Builds a deposit-step item, its typed data with the core, signs it, and shapes the posted body. */
export async function signedSendAsset({
  signer = userAccount,
  signingChainId = 31337,
  ...item
}: SignedSendAssetOptions = {}): Promise<SignedSendAsset> {
  const typedData = buildVenueSendAssetTypedData(venueDepositItem(item), { signingChainId })
  const signature: Hex = await signer.signTypedData(typedData)
  const action = venueActionFromTypedData(typedData)
  return { action, nonce: action.nonce, signature: splitSignature(signature) }
}

/** A JSON request to a running server, answering the status and the parsed body. */
export async function call(
  url: string,
  path: string,
  body?: unknown,
  init: { method?: string; raw?: string } = {},
): Promise<{ status: number; body: unknown }> {
  const method = init.method ?? (body === undefined && init.raw === undefined ? 'GET' : 'POST')
  const payload = init.raw ?? (body === undefined ? null : JSON.stringify(body))
  const response = await fetch(url + path, { method, headers: { 'content-type': 'application/json' }, body: payload })
  return { status: response.status, body: (await response.json()) as unknown }
}
