import { useMemo, useReducer, useState } from 'react'
import type { Address } from 'viem'
import { useAccount } from 'wagmi'
import type { TradeType } from '../../core/index'
import type { BridgeWidgetProps, WidgetChain, WidgetCurrency, WidgetLocks, WidgetMode } from '../types'
import { callDefaults, callLocks } from './call'
import type { Catalog } from '../catalog/catalog'
import { canFlip, fixedSides, initialFormState, reduceForm, type BridgeFormAction, type BridgeFormState, type FormContext, type Side } from './reducer'
import { buildQuoteRequest, type FormRequest, type NameResolution } from './request'

/** The widget's props, with the catalog they offer (`useWidgetCatalog`). */
export type BridgeFormProps = Pick<BridgeWidgetProps, 'modes' | 'defaultMode' | 'defaults' | 'locks' | 'appFees' | 'referrer' | 'call'> & {
  catalog: Catalog
}

export interface BridgeFormActions {
  setMode(mode: WidgetMode): void
  setOrigin(side: Side): void
  setDestination(side: Side): void
  setAmount(amount: string, tradeType?: TradeType): void
  setTradeType(tradeType: TradeType): void
  setRecipient(recipient: string | undefined): void
  /** What the name typed as the recipient resolves to (`RecipientName` reports it). */
  resolveRecipient(resolution: NameResolution): void
  /** A preset (or the default). */
  setSlippage(bps: number): void
  /** The custom slippage as typed, in percent; blank returns to the default. */
  setSlippageText(text: string): void
  setTopupGas(on: boolean): void
  setTopupGasUsd(usd: string): void
  /** Pay the network fee in the token (`usePermit`): as set in the settings, or (`auto`) offered by itself (`GaslessOffer`). */
  setGasless(on: boolean, auto?: boolean): void
  flip(): void
  clearAmount(): void
}

export interface BridgeForm extends FormRequest {
  state: BridgeFormState
  actions: BridgeFormActions
  catalog: Catalog
  modes: WidgetMode[]
  account: Address | undefined
  originChain: WidgetChain | undefined
  destinationChain: WidgetChain | undefined
  originCurrency: WidgetCurrency | undefined
  destinationCurrency: WidgetCurrency | undefined
  canFlip: boolean
  locks: WidgetLocks
  /** Sides the user may not move to another chain (locked by the host, or fixed by the mode). */
  chainLocked: { origin: boolean; destination: boolean }
  currencyLocked: { origin: boolean; destination: boolean }
  /** The host's cross-chain call, when it gave one. */
  call: BridgeWidgetProps['call']
}

export const ALL_MODES: WidgetMode[] = ['bridge', 'venue-deposit', 'venue-withdraw']

/**
 * The form of one widget instance: a reducer over mode, sides, amount, trade type, recipient,
 * slippage and gas top-up, and the quote request it describes (none while anything is missing or
 * wrong). State lives in the component, so two widgets on a page never share it.
 */
export function useBridgeForm(props: BridgeFormProps): BridgeForm {
  const { catalog, appFees, referrer, call } = props
  const defaults = callDefaults(props.defaults ?? {}, call)
  const locks = callLocks(props.locks ?? {}, call)
  // A call is a bridge with destination txs: the venue modes do not carry them.
  const modes = call ? (['bridge'] as WidgetMode[]) : props.modes?.length ? props.modes : ALL_MODES
  const { address: account } = useAccount()
  const context: FormContext = { catalog, defaults, locks, call }
  const [state, dispatch] = useReducer(
    (current: BridgeFormState, action: BridgeFormAction) => reduceForm(current, action, context),
    !call && props.defaultMode && modes.includes(props.defaultMode) ? props.defaultMode : modes[0]!,
    (mode) => initialFormState(mode, context),
  )
  const [resolved, resolveRecipient] = useState<NameResolution>()
  const actions = useFormActions(dispatch, resolveRecipient)

  const originChain = catalog.chain(state.origin.chainId)
  const destinationChain = catalog.chain(state.destination.chainId)
  const originCurrency = catalog.currency(state.origin.chainId, state.origin.currency)
  const destinationCurrency = catalog.currency(state.destination.chainId, state.destination.currency)
  const request = buildQuoteRequest(state, { account, origin: originCurrency, destination: destinationCurrency, destinationChain, appFees, referrer, call, resolved })
  const fixed = fixedSides(state.mode)
  return {
    ...request,
    state,
    actions,
    catalog,
    modes,
    account,
    originChain,
    destinationChain,
    originCurrency,
    destinationCurrency,
    canFlip: canFlip(state, locks),
    locks,
    call,
    chainLocked: { origin: fixed.origin || !!locks.originChainId, destination: fixed.destination || !!locks.destinationChainId },
    currencyLocked: { origin: !!locks.originCurrency, destination: !!locks.destinationCurrency },
  }
}

function useFormActions(dispatch: (action: BridgeFormAction) => void, resolveRecipient: (resolution: NameResolution) => void): BridgeFormActions {
  return useMemo(
    (): BridgeFormActions => ({
      setMode: (mode) => dispatch({ type: 'mode', mode }),
      setOrigin: (side) => dispatch({ type: 'origin', side }),
      setDestination: (side) => dispatch({ type: 'destination', side }),
      setAmount: (amount, tradeType) => dispatch({ type: 'amount', amount, tradeType }),
      setTradeType: (tradeType) => dispatch({ type: 'tradeType', tradeType }),
      setRecipient: (recipient) => dispatch({ type: 'recipient', recipient }),
      resolveRecipient,
      setSlippage: (bps) => dispatch({ type: 'slippage', bps }),
      setSlippageText: (text) => dispatch({ type: 'slippageText', text }),
      setTopupGas: (on) => dispatch({ type: 'topupGas', on }),
      setTopupGasUsd: (usd) => dispatch({ type: 'topupGasUsd', usd }),
      setGasless: (on, auto) => dispatch({ type: 'gasless', on, auto }),
      flip: () => dispatch({ type: 'flip' }),
      clearAmount: () => dispatch({ type: 'clearAmount' }),
    }),
    [dispatch, resolveRecipient],
  )
}
