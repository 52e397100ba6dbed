import { VENUE_CHAIN_ID, VENUE_PERPS_USDC, type TradeType } from '../../core/index'
import { parseSlippagePercent } from '../settings/slippage'
import type { BridgeWidgetProps, WidgetCall, WidgetLocks, WidgetMode } from '../types'
import { sameId } from '../../core/utils/sameId'
import { isVenueChain, type Catalog } from '../catalog/catalog'

export interface Side {
  chainId: number | undefined
  currency: string | undefined
}

export interface BridgeFormState {
  mode: WidgetMode
  origin: Side
  destination: Side
  /** What the user typed, in whole units of the side `tradeType` names. */
  amount: string
  /** `EXACT_INPUT`: the amount is what you pay; `EXACT_OUTPUT`: what you receive. */
  tradeType: TradeType
  /** What the user typed; `undefined` until edited, and the connected account is used. */
  recipient: string | undefined
  /** Sent as `slippageTolerance`; the quote's minimum received is computed with it. */
  slippageBps: number
  /**
   * The slippage picked or typed, in percent (a preset as its text, `"0.1"`); `''` for Auto. An
   * invalid one is kept with its error, and no quote is asked for, until the user fixes it.
   */
  slippageText: string
  topupGas: boolean
  /** USD decimal string, e.g. `"2"`. */
  topupGasUsd: string
  /**
   * Pay the network fee in the token (`usePermit`: one signature, the service sends the
   * transaction), as the user set it in the settings; `undefined` until then: `gaslessAuto` decides.
   */
  gasless: boolean | undefined
  /** Offered by itself: the wallet holds none of the origin chain's gas currency (`GaslessOffer`). */
  gaslessAuto: boolean
  /**
   * The sides and amounts of the modes not shown, as the user left them: each mode keeps its own,
   * so switching modes never carries a number over to another mode's token.
   */
  otherModes: Partial<Record<WidgetMode, ModeFields>>
}

/** What each mode keeps of its own; recipient, slippage and top-up are shared settings. */
export type ModeFields = Pick<BridgeFormState, 'origin' | 'destination' | 'amount' | 'tradeType'>

export type BridgeFormAction =
  | { type: 'mode'; mode: WidgetMode }
  | { type: 'origin'; side: Side }
  | { type: 'destination'; side: Side }
  | { type: 'amount'; amount: string; tradeType?: TradeType | undefined }
  | { type: 'tradeType'; tradeType: TradeType }
  | { type: 'recipient'; recipient: string | undefined }
  | { type: 'slippage'; bps: number }
  | { type: 'slippageText'; text: string }
  | { type: 'topupGas'; on: boolean }
  | { type: 'topupGasUsd'; usd: string }
  /** `auto`: offered by itself (`gaslessAuto`), not the user's choice. */
  | { type: 'gasless'; on: boolean; auto?: boolean | undefined }
  | { type: 'flip' }
  | { type: 'clearAmount' }

/** What the reducer reads besides the state: the catalog and the host's defaults and locks. */
export interface FormContext {
  catalog: Catalog
  defaults: NonNullable<BridgeWidgetProps['defaults']>
  locks: WidgetLocks
  /** A cross-chain call: the bridge mode only, `EXACT_OUTPUT` only (pass `callLocks` as `locks`). */
  call?: WidgetCall | undefined
}

const VENUE_SIDE: Side = { chainId: VENUE_CHAIN_ID, currency: VENUE_PERPS_USDC }
export const DEFAULT_TOPUP_GAS_USD = '2'
/** 0.5%. */
export const DEFAULT_SLIPPAGE_BPS = 50

/** Which sides a mode fixes to the venue: the user cannot move them off it. */
export function fixedSides(mode: WidgetMode): { origin: boolean; destination: boolean } {
  return { origin: mode === 'venue-withdraw', destination: mode === 'venue-deposit' }
}

export function initialFormState(mode: WidgetMode, context: FormContext): BridgeFormState {
  const { defaults } = context
  const base: BridgeFormState = {
    mode,
    origin: defaultSide('origin', context),
    destination: defaultSide('destination', context),
    amount: defaults.amount ?? '',
    tradeType: context.call ? 'EXACT_OUTPUT' : 'EXACT_INPUT',
    recipient: defaults.recipient,
    slippageBps: DEFAULT_SLIPPAGE_BPS,
    slippageText: '',
    topupGas: false,
    topupGasUsd: DEFAULT_TOPUP_GAS_USD,
    gasless: undefined,
    gaslessAuto: false,
    otherModes: {},
  }
  return applyMode(base, mode, context)
}

/**
 * The form's rules. Locked fields keep their value; a venue mode keeps its side on the venue
 * (deposit: destination 1337 perps USDC; withdraw: origin 1337 perps USDC). A typed amount never
 * moves to another token out of the user's sight: each mode keeps its own amount, and a pay/receive
 * switch that puts the amount in another token clears it. Picking another token in the card keeps
 * the number beside it. A flip moves the amount to the other card with its token (`EXACT_INPUT`
 * becomes `EXACT_OUTPUT`), so it stays.
 */
export function reduceForm(state: BridgeFormState, action: BridgeFormAction, context: FormContext): BridgeFormState {
  const { locks } = context
  const fixed = fixedSides(state.mode)
  switch (action.type) {
    case 'mode':
      if (context.call && action.mode !== 'bridge') return state
      return action.mode === state.mode ? state : switchMode(state, action.mode, context)
    case 'origin':
    case 'destination': {
      const key = action.type
      const side = lockSide(key, action.side, state[key], locks)
      if (fixed[key] && side.chainId !== VENUE_CHAIN_ID) return state
      // Another token in the same card keeps the number typed, as swap boxes do: the user sees it beside the new token.
      return { ...state, [key]: side }
    }
    case 'amount':
      if (locks.amount || context.call) return state
      return { ...state, amount: action.amount, tradeType: action.tradeType ?? state.tradeType }
    case 'tradeType':
      if (context.call) return state
      return keepDenomination(state, { ...state, tradeType: action.tradeType }, context)
    case 'recipient':
      return locks.recipient ? state : { ...state, recipient: action.recipient }
    case 'slippage':
      return { ...state, slippageBps: action.bps, slippageText: '' }
    case 'slippageText': {
      // Blank returns to the default; an invalid text stays as typed (see `isSlippageTextInvalid`).
      if (action.text.trim() === '') return { ...state, slippageBps: DEFAULT_SLIPPAGE_BPS, slippageText: '' }
      return { ...state, slippageBps: parseSlippagePercent(action.text) ?? state.slippageBps, slippageText: action.text }
    }
    case 'topupGas':
      return { ...state, topupGas: action.on }
    case 'topupGasUsd':
      return { ...state, topupGasUsd: action.usd }
    case 'gasless':
      return { ...state, [action.auto ? 'gaslessAuto' : 'gasless']: action.on }
    case 'flip': {
      if (!canFlip(state, locks)) return state
      // The typed amount goes with its token to the other card: what was paid is now received.
      const tradeType = state.amount === '' ? 'EXACT_INPUT' : state.tradeType === 'EXACT_INPUT' ? 'EXACT_OUTPUT' : 'EXACT_INPUT'
      return keepDenomination(state, { ...state, origin: state.destination, destination: state.origin, tradeType }, context)
    }
    case 'clearAmount':
      return locks.amount ? state : { ...state, amount: '' }
  }
}

/** Flipping moves every side field: none may be locked, and a venue mode fixes one side. */
export function canFlip(state: BridgeFormState, locks: WidgetLocks): boolean {
  const fixed = fixedSides(state.mode)
  return !fixed.origin && !fixed.destination && !locks.originChainId && !locks.originCurrency && !locks.destinationChainId && !locks.destinationCurrency
}

/**
 * Leaves the user's mode as they left it and shows the next one as they left it; a mode opened
 * for the first time starts from the current sides as the mode allows, with the amount only if it
 * stays in the same token.
 */
function switchMode(state: BridgeFormState, mode: WidgetMode, context: FormContext): BridgeFormState {
  const { [mode]: own, ...others } = state.otherModes
  const otherModes = { ...others, [state.mode]: modeFields(state) }
  if (own) return { ...state, ...own, mode, otherModes }
  return keepDenomination(state, applyMode({ ...state, mode, otherModes }, mode, context), context)
}

const modeFields = ({ origin, destination, amount, tradeType }: BridgeFormState): ModeFields => ({ origin, destination, amount, tradeType })

/**
 * `next`, its amount cleared when it would now be read in another token than in `previous`
 * (another symbol: USDC on another chain is still USDC). A locked amount is the host's to keep.
 */
function keepDenomination(previous: BridgeFormState, next: BridgeFormState, context: FormContext): BridgeFormState {
  if (next.amount === '' || context.locks.amount || context.call) return next
  const before = denomination(previous, context.catalog)
  return before === undefined || before === denomination(next, context.catalog) ? next : { ...next, amount: '' }
}

/** The token the amount is in (origin for `EXACT_INPUT`, destination for `EXACT_OUTPUT`), by symbol; its id when unknown. */
function denomination(state: BridgeFormState, catalog: Catalog): string | undefined {
  const side = state.tradeType === 'EXACT_INPUT' ? state.origin : state.destination
  if (side.currency === undefined) return undefined
  const currency = catalog.currency(side.chainId, side.currency)
  return currency ? `symbol:${currency.symbol.toUpperCase()}` : `id:${side.chainId}:${side.currency.toLowerCase()}`
}

function lockSide(key: 'origin' | 'destination', next: Side, current: Side, locks: WidgetLocks): Side {
  return {
    chainId: locks[`${key}ChainId`] ? current.chainId : next.chainId,
    currency: locks[`${key}Currency`] ? current.currency : next.currency,
  }
}

function applyMode(state: BridgeFormState, mode: WidgetMode, context: FormContext): BridgeFormState {
  const onVenue = (side: Side) => side.chainId === VENUE_CHAIN_ID
  switch (mode) {
    // The other side: the host's default when it gave one, else USDC on an EVM chain.
    case 'venue-deposit':
      return { ...state, destination: VENUE_SIDE, origin: onVenue(state.origin) || !context.defaults.originCurrency ? evmSide('origin', context, 'USDC') : state.origin }
    case 'venue-withdraw': {
      const keep = !onVenue(state.destination) && context.defaults.destinationCurrency
      return { ...state, origin: VENUE_SIDE, destination: keep ? state.destination : evmSide('destination', context, 'USDC') }
    }
    case 'bridge': {
      // Back from a venue mode: the side it fixed returns to the host's default.
      const back = (key: 'origin' | 'destination') => (onVenue(state[key]) && context.defaults[`${key}ChainId`] !== VENUE_CHAIN_ID ? defaultSide(key, context) : state[key])
      return { ...state, origin: back('origin'), destination: back('destination') }
    }
  }
}

/** The host's default for a side; else the first EVM chain (the second for the destination) and its first currency. */
function defaultSide(key: 'origin' | 'destination', context: FormContext): Side {
  const chainId = context.defaults[`${key}ChainId`]
  if (chainId === undefined) return evmSide(key, context)
  const currency = context.defaults[`${key}Currency`] ?? context.catalog.currenciesOf(chainId)[0]?.address
  return { chainId, currency }
}

function evmSide(key: 'origin' | 'destination', context: FormContext, preferSymbol?: string): Side {
  const evm = context.catalog.chains.filter((chain) => !isVenueChain(chain))
  const wanted = context.defaults[`${key}ChainId`]
  const hasSymbol = (chainId: number) => context.catalog.currenciesOf(chainId).some((c) => c.symbol.toUpperCase() === preferSymbol)
  const chain =
    evm.find((c) => c.id === wanted) ?? (preferSymbol ? evm.find((c) => hasSymbol(c.id)) : undefined) ?? (key === 'destination' ? (evm[1] ?? evm[0]) : evm[0])
  const list = context.catalog.currenciesOf(chain?.id)
  const byDefault = list.find((c) => sameId(c.address, context.defaults[`${key}Currency`]))
  const bySymbol = preferSymbol ? list.find((c) => c.symbol.toUpperCase() === preferSymbol) : undefined
  return { chainId: chain?.id, currency: (byDefault ?? bySymbol ?? list[0])?.address }
}
