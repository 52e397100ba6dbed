import { decodeTokenCall } from '../../core/calldata'
import { itemRecords, type PermitData, type QuoteResponse, type SignatureData, type VenueDepositData } from '../../core/index'
import { isSignatureItem, isTransactionItem, isVenueDepositItem } from '../../core/parse/items'

/**
 * The wallet prompts a quote will raise, one per step item, read from the items themselves: an
 * ERC-20 approval from its calldata (the core's decoder), the deposit (the core's funds item), the
 * venue withdrawal's authorization and venue transfer from their typed data. Pure, so the review
 * and the progress timeline say the same thing.
 */
export type WalletPrompt = PromptPlace &
  (
    | { kind: 'approve'; chainId: number; token: string; spender: string; /** Smallest unit; undefined for an unlimited allowance. */ amount?: bigint }
    | { kind: 'deposit'; chainId: number }
    | { kind: 'transaction'; chainId: number }
    | { kind: 'authorize'; domainName?: string; primaryType: string; nonce?: string; request?: string; account?: string }
    | { kind: 'venue-transfer'; primaryType: string; /** Decimal string, as the venue writes it: `25.000000`. */ amount?: string; symbol?: string; destination?: string; nonce?: string }
    | { kind: 'signature'; domainName?: string; primaryType: string }
    /** An EIP-3009 permit (`usePermit`): signed, it lets `receiver` take `amount` of `token` until `validBefore` (unix seconds). */
    | { kind: 'permit'; chainId: number; token: string; receiver: string; amount?: bigint; validBefore?: bigint; primaryType: string; domainName: string }
  )

/** The prompts of kinds `K`, without their place. */
type PromptKind<K extends WalletPrompt['kind']> = WalletPrompt extends infer P ? (P extends { kind: K } ? Omit<P, keyof PromptPlace> : never) : never

export interface PromptPlace {
  stepIndex: number
  itemIndex: number
  /** Signed (no gas, nothing broadcast) rather than sent as a transaction. */
  signature: boolean
}

export interface WalletPromptsOptions {
  /** Leave out items the quote marks `complete` (they will not prompt). Default false: every item, by its place. */
  pendingOnly?: boolean
}

/** An allowance this large is the "unlimited" one wallets and dApps ask for. */
const UNLIMITED = 2n ** 255n

export function walletPrompts(quote: QuoteResponse, { pendingOnly = false }: WalletPromptsOptions = {}): WalletPrompt[] {
  return itemRecords(quote).flatMap((record): WalletPrompt[] => {
    const { stepIndex, itemIndex } = record
    const step = quote.steps[stepIndex]!
    const item = step.items[itemIndex]!
    if (pendingOnly && item.status === 'complete') return []
    if (isSignatureItem(step, item)) return [{ stepIndex, itemIndex, signature: true, ...signaturePrompt(item.data.sign) }]
    if (isVenueDepositItem(step, item)) return [{ stepIndex, itemIndex, signature: true, ...venueTransfer(item.data) }]
    if (record.kind === 'permit') return [{ stepIndex, itemIndex, signature: true, ...permitPrompt(item.data as PermitData) }]
    if (!isTransactionItem(step, item)) return []
    const { chainId, to, data } = item.data
    const call = decodeTokenCall(data)
    if (call?.kind === 'approve') {
      return [{ stepIndex, itemIndex, signature: false, kind: 'approve', chainId, token: to, spender: call.address, ...(call.amount >= UNLIMITED ? {} : { amount: call.amount }) }]
    }
    return [{ stepIndex, itemIndex, signature: false, kind: record.funds ? 'deposit' : 'transaction', chainId }]
  })
}

/** An EIP-712 signature item: the nonce mapping (it names a request `id` and a `nonce`), or any other message. */
function signaturePrompt({ domain, primaryType, value }: SignatureData['sign']): PromptKind<'authorize' | 'signature'> {
  if ('id' in value && 'nonce' in value) {
    return {
      kind: 'authorize' as const,
      primaryType,
      domainName: domain.name,
      ...scalar('nonce', value.nonce),
      ...scalar('request', value.id),
      ...scalar('account', value.depositor ?? value.wallet),
    }
  }
  return { kind: 'signature' as const, primaryType, domainName: domain.name }
}

/** The venue withdrawal's `sendAsset`: signed typed data whose message is the action's parameters. */
function venueTransfer({ action: { parameters }, eip712PrimaryType, nonce }: VenueDepositData): PromptKind<'venue-transfer'> {
  const { token } = parameters
  return {
    kind: 'venue-transfer' as const,
    primaryType: eip712PrimaryType,
    ...scalar('amount', parameters.amount),
    // `<SYMBOL>:<token_id>`
    ...(token.includes(':') ? { symbol: token.slice(0, token.indexOf(':')) } : {}),
    ...scalar('destination', parameters.destination),
    ...scalar('nonce', parameters.nonce ?? nonce),
  }
}

/** An EIP-3009 `TransferWithAuthorization`: the core checked it against the quote before the run. */
function permitPrompt({ sign: { domain, primaryType, value } }: PermitData): PromptKind<'permit'> {
  return {
    kind: 'permit' as const,
    chainId: domain.chainId,
    token: domain.verifyingContract,
    receiver: String(value.to),
    primaryType,
    domainName: domain.name,
    ...uint('amount', value.value),
    ...uint('validBefore', value.validBefore),
  }
}

function uint<K extends string>(key: K, value: unknown): Partial<Record<K, bigint>> {
  return (typeof value === 'string' && /^\d+$/.test(value)) || (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) ? ({ [key]: BigInt(value) } as Record<K, bigint>) : {}
}

function scalar<K extends string>(key: K, value: unknown): Partial<Record<K, string>> {
  if (typeof value === 'string' && value !== '') return { [key]: value } as Record<K, string>
  if (typeof value === 'number' || typeof value === 'bigint') return { [key]: String(value) } as Record<K, string>
  return {}
}
