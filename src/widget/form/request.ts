import { isAddress, type Address } from 'viem'
import { isNativeCurrency, PLACEHOLDER_USER, VENUE_CHAIN_ID, type AppFee, type QuoteRequestInput } from '../../core/index'
import type { WidgetCall, WidgetChain, WidgetCurrency } from '../types'
import { callTotal, callTxs } from './call'
import { isVenueChain, sameCurrency } from '../catalog/catalog'
import { parseAmount, type ParsedAmount } from './amount'
import { isSlippageTextInvalid } from '../settings/slippage'
import type { BridgeFormState } from './reducer'

export interface RequestContext {
  /** The connected account; without one the request is for `PLACEHOLDER_USER` (a price only). */
  account: Address | undefined
  origin: WidgetCurrency | undefined
  destination: WidgetCurrency | undefined
  destinationChain: WidgetChain | undefined
  appFees?: AppFee[] | undefined
  referrer?: string | undefined
  /** A cross-chain call: `txs`, `EXACT_OUTPUT`, and the sum of their values as the amount. */
  call?: WidgetCall | undefined
  /** The latest answer for a name typed as the recipient (`RecipientName` resolves it). */
  resolved?: NameResolution | undefined
}

/** A name typed as the recipient and the address it resolves to; `address` is absent while resolving or when none is found. */
export interface NameResolution {
  name: string
  address?: Address | undefined
}

/**
 * `invalid` has no address to send to: not an address, or a name (`name`) not resolved (yet).
 * A resolved name keeps its `name`, shown beside the address it resolved to.
 */
export type RecipientCheck = { kind: 'account'; name?: string | undefined } | { kind: 'other'; address: Address; name?: string | undefined } | { kind: 'invalid'; name?: string | undefined }

/** A recipient with a dot is a name (`vitalik.eth`): an address never has one. */
export const isRecipientName = (text: string): boolean => text.includes('.')

export interface FormRequest {
  /** The quote request, or `undefined` while something is missing or wrong (nothing is sent). */
  request: QuoteRequestInput | undefined
  amount: ParsedAmount
  /** The currency the amount is in: origin for `EXACT_INPUT`, destination for `EXACT_OUTPUT`. */
  amountCurrency: WidgetCurrency | undefined
  recipient: RecipientCheck
  /** Where the fill goes: the typed recipient when valid, else the account. */
  effectiveRecipient: Address | undefined
  topupAllowed: boolean
  topupGasInvalid: boolean
  /** The custom slippage typed is not accepted: no request until it is fixed. */
  slippageInvalid: boolean
  /** No request until a wallet connects: a withdrawal spends the user's own venue balance. */
  needsWallet: boolean
  /** The same token on both sides, without a call: nothing to transfer, so nothing is quoted. */
  sameToken: boolean
  /** The origin is an ERC-20 on an EVM chain: the service may take its fee in it (`usePermit`). */
  gaslessAllowed: boolean
  /** The request asks for the gasless path: the user's choice in the settings, else offered by itself (no gas in the wallet). */
  usePermit: boolean
}

/** A gas top-up needs an EVM destination paid in another currency than its gas currency (spec). */
export function topupAllowed(chain: WidgetChain | undefined, currency: WidgetCurrency | undefined): boolean {
  return chain !== undefined && !isVenueChain(chain) && currency !== undefined && !isNativeCurrency(currency.address)
}

/** The typed recipient: blank or unedited means the account; otherwise an address, or a name once resolved. */
export function checkRecipient(typed: string | undefined, account: Address | undefined, resolved?: NameResolution): RecipientCheck {
  const text = typed?.trim()
  if (!text) return { kind: 'account' }
  const name = isRecipientName(text) ? text : undefined
  // Only the answer for this very name: one for the text before is stale.
  const address = name ? (resolved?.name === name ? resolved.address : undefined) : text
  if (!address || !isAddress(address)) return { kind: 'invalid', name }
  return account && address.toLowerCase() === account.toLowerCase() ? { kind: 'account', name } : { kind: 'other', address, name }
}

/** USD decimal to the spec's unit (100 000 is 1 USD); `undefined` when not a plain amount of at most 5 decimals. */
export function topupGasUnits(usd: string): string | undefined {
  const parsed = parseAmount(usd, 5)
  return parsed.kind === 'valid' ? parsed.value.toString() : undefined
}

/**
 * The quote request the form describes. Venue rules follow the chains, whatever the mode:
 * from 1337 adds `protocolVersion: 'v2'`; to 1337 always names the recipient (the venue account).
 * With a call, the typed amount is ignored: the amount is what the call's txs send.
 * Without an account the request is for `PLACEHOLDER_USER`, as the service's own kit quotes before a
 * wallet connects (the executor refuses such a quote); a withdrawal from the venue is not quoted
 * then, since it is priced from the user's own venue account.
 */
export function buildQuoteRequest(form: BridgeFormState, context: RequestContext): FormRequest {
  const { account, origin, destination, destinationChain, call } = context
  const tradeType = call ? 'EXACT_OUTPUT' : form.tradeType
  const amountCurrency = tradeType === 'EXACT_INPUT' ? origin : destination
  const amount: ParsedAmount = call
    ? { kind: 'valid', value: callTotal(call) }
    : amountCurrency
      ? parseAmount(form.amount, amountCurrency.decimals)
      : { kind: 'empty' }
  const recipient = checkRecipient(form.recipient, account, context.resolved)
  const effectiveRecipient = recipient.kind === 'other' ? recipient.address : account
  const allowed = topupAllowed(destinationChain, destination)
  const topupUnits = allowed && form.topupGas ? topupGasUnits(form.topupGasUsd) : undefined
  const topupGasInvalid = allowed && form.topupGas && topupUnits === undefined
  const needsWallet = !account && origin?.chainId === VENUE_CHAIN_ID
  const sameToken = !call && origin !== undefined && destination !== undefined && sameCurrency(origin, destination)
  const gaslessAllowed = origin !== undefined && origin.chainId !== VENUE_CHAIN_ID && !isNativeCurrency(origin.address)
  const usePermit = gaslessAllowed && (form.gasless ?? form.gaslessAuto)
  const result = {
    amount,
    amountCurrency,
    recipient,
    effectiveRecipient,
    topupAllowed: allowed,
    topupGasInvalid,
    slippageInvalid: isSlippageTextInvalid(form.slippageText),
    needsWallet,
    sameToken,
    gaslessAllowed,
    usePermit,
  }
  if (needsWallet || sameToken || !origin || !destination || amount.kind !== 'valid' || recipient.kind === 'invalid' || topupGasInvalid || result.slippageInvalid) {
    return { ...result, request: undefined }
  }
  const toVenue = destination.chainId === VENUE_CHAIN_ID
  const request: QuoteRequestInput = {
    user: account ?? PLACEHOLDER_USER,
    originChainId: origin.chainId,
    destinationChainId: destination.chainId,
    originCurrency: origin.address,
    destinationCurrency: destination.address,
    amount: amount.value.toString(),
    tradeType,
    recipient: recipient.kind === 'other' || toVenue ? (effectiveRecipient ?? PLACEHOLDER_USER) : undefined,
    slippageTolerance: String(form.slippageBps),
    referrer: context.referrer,
    topupGas: topupUnits ? true : undefined,
    topupGasAmount: topupUnits,
    txs: call ? callTxs(call) : undefined,
    appFees: context.appFees?.length ? context.appFees : undefined,
    usePermit: usePermit || undefined,
    protocolVersion: origin.chainId === VENUE_CHAIN_ID ? 'v2' : undefined,
  }
  return { ...result, request }
}
