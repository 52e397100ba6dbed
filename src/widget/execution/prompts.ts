import type { QuoteResponse } from '../../react/index'

/**
 * The wallet prompts a quote will raise, one per step item, read from the items themselves: an
 * ERC-20 approval from its calldata, the deposit (the last transaction: the one that moves the
 * funds), the venue withdrawal's authorization and venue transfer from their typed data. Pure, so
 * the review and the progress timeline say the same thing.
 */
export type WalletPrompt = PromptPlace &
  (
    | { kind: 'approve'; chainId: number; token: string; spender: string; /** Smallest unit; undefined for an unlimited allowance. */ amount?: bigint }
    | { kind: 'deposit'; chainId: number }
    | { kind: 'transaction'; chainId: number }
    | { kind: 'authorize'; domainName?: string; primaryType: string; nonce?: string; request?: string; account?: string }
    | { kind: 'venue-transfer'; primaryType: string; /** Decimal string, as the venue writes it: `25.000000`. */ amount?: string; symbol?: string; destination?: string; nonce?: string }
    | { kind: 'signature'; domainName?: string; primaryType: string }
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

/** `approve(address,uint256)`. */
const APPROVE_SELECTOR = '0x095ea7b3'
/** An allowance this large is the "unlimited" one wallets and dApps ask for. */
const UNLIMITED = 2n ** 255n

export function walletPrompts(quote: QuoteResponse, { pendingOnly = false }: WalletPromptsOptions = {}): WalletPrompt[] {
  const places = quote.steps.flatMap((step, stepIndex) => step.items.map((item, itemIndex) => ({ step, item, stepIndex, itemIndex })))
  // The funds move with the last item that is not a signature (as `isPaid` reads it).
  const fundsAt = places.map(({ step }) => step.kind !== 'signature').lastIndexOf(true)
  return places.flatMap(({ step, item, stepIndex, itemIndex }, index): WalletPrompt[] => {
    if (pendingOnly && item.status === 'complete') return []
    const data = record(item.data)
    if (step.kind === 'signature') return [{ stepIndex, itemIndex, signature: true, ...signaturePrompt(record(data.sign)) }]
    if ('action' in data) return [{ stepIndex, itemIndex, signature: true, ...venueTransfer(data) }]
    const chainId = typeof data.chainId === 'number' ? data.chainId : 0
    const approval = approvalOf(data)
    if (approval) return [{ stepIndex, itemIndex, signature: false, kind: 'approve' as const, chainId, ...approval }]
    return [{ stepIndex, itemIndex, signature: false, kind: index === fundsAt ? ('deposit' as const) : ('transaction' as const), chainId }]
  })
}

function approvalOf(data: Record<string, unknown>): { token: string; spender: string; amount?: bigint } | undefined {
  const calldata = typeof data.data === 'string' ? data.data.toLowerCase() : ''
  if (!calldata.startsWith(APPROVE_SELECTOR) || calldata.length < 10 + 128 || typeof data.to !== 'string') return undefined
  const spender = `0x${calldata.slice(10 + 24, 10 + 64)}`
  const amount = BigInt(`0x${calldata.slice(10 + 64, 10 + 128)}`)
  return { token: data.to, spender, ...(amount >= UNLIMITED ? {} : { amount }) }
}

/** An EIP-712 signature item: the nonce mapping (it names a request `id` and a `nonce`), or any other message. */
function signaturePrompt(sign: Record<string, unknown>): PromptKind<'authorize' | 'signature'> {
  const domain = record(sign.domain)
  const primaryType = typeof sign.primaryType === 'string' ? sign.primaryType : ''
  const value = record(sign.value)
  const domainName = typeof domain.name === 'string' ? { domainName: domain.name } : {}
  if ('id' in value && 'nonce' in value) {
    return {
      kind: 'authorize' as const,
      primaryType,
      ...domainName,
      ...scalar('nonce', value.nonce),
      ...scalar('request', value.id),
      ...scalar('account', value.depositor ?? value.wallet),
    }
  }
  return { kind: 'signature' as const, primaryType, ...domainName }
}

/** The venue withdrawal's `sendAsset`: signed typed data whose message is the action's parameters. */
function venueTransfer(data: Record<string, unknown>): PromptKind<'venue-transfer'> {
  const parameters = record(record(data.action).parameters)
  const token = typeof parameters.token === 'string' ? parameters.token : ''
  return {
    kind: 'venue-transfer' as const,
    primaryType: typeof data.eip712PrimaryType === 'string' ? data.eip712PrimaryType : '',
    ...scalar('amount', parameters.amount),
    // `<SYMBOL>:<token_id>`
    ...(token.includes(':') ? { symbol: token.slice(0, token.indexOf(':')) } : {}),
    ...scalar('destination', parameters.destination),
    ...scalar('nonce', parameters.nonce ?? data.nonce),
  }
}

function scalar<K extends string>(key: K, value: unknown): Partial<Record<K, string>> {
  if (typeof value === 'string' && value !== '') return { [key]: value } as Record<K, string>
  if (typeof value === 'number' || typeof value === 'bigint') return { [key]: String(value) } as Record<K, string>
  return {}
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {}
}
