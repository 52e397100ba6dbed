import { useEffect, useId, useRef, useState, type ReactElement } from 'react'
import { useAccount } from 'wagmi'
import { QuoteChangedError, type QuoteResponse } from '../../core/index'
import { outcomeOf, type UseExecuteStepsReturnType, type UseQuoteReturnType } from '../../react/index'
import { useTokenBalances } from '../balances/useTokenBalances'
import { useWidgetLabels } from '../context'
import { isRetryable } from '../outcome/nextActions'
import { DEFAULT_SLIPPAGE_BPS } from '../form/reducer'
import { isVenueChain } from '../catalog/catalog'
import type { BridgeForm } from '../form/useBridgeForm'
import { MainButton } from '../button/MainButton'
import { resolveMainButton } from '../button/mainButtonState'
import { QuoteSummary } from '../quote/QuoteSummary'
import { RecipientToggle } from '../settings/RecipientToggle'
import { slippageRisk } from '../settings/slippage'
import type { WidgetEvent } from '../events'
// Loaded after the form, under a Suspense of their own: the first load carries the form only.
import { ExecutionPanel, GaslessOffer, RecipientField, SettingsPopover, SlippageWarning, UnverifiedMark, WidgetReviewDialog } from '../lazy'
import { catalogDisplay } from '../catalog/catalogDisplay'
import { amountsOf } from './eventFields'
import { modeOfExecution } from './executionMode'
import { FormCards } from './FormCards'
import { useUsdPrices } from '../amount/usdPrice'
import { WithdrawInfo } from './WithdrawInfo'
import { useFocusAfterConnect } from './useFocusAfterConnect'
import { useFocusAmountAfterRun } from './useFocusAmountAfterRun'

export interface TransferPanelProps {
  form: BridgeForm
  quote: UseQuoteReturnType
  execution: UseExecuteStepsReturnType
  onConnectWallet?: (() => void) | undefined
  /** The host's `onEvent`, guarded (`useHostEvent`): a throw cannot keep the run from starting. */
  onEvent: (event: WidgetEvent) => void
  /** Show the history tab, where a request the user stopped watching is followed. */
  onShowHistory(): void
  /** `false`: the run sends each transaction on its own (as `useExecuteSteps` was given it). */
  batch?: boolean | undefined
}

/** One mode's panel: the form, the quote, the main button and the review; the run once it starts. */
export function TransferPanel({ form, quote, execution, onConnectWallet, onEvent, onShowHistory, batch }: TransferPanelProps): ReactElement {
  const labels = useWidgetLabels()
  const { chainId: walletChainId } = useAccount()
  const [reviewOpen, setReviewOpen] = useState(false)
  // New terms fetched at confirm time that ask more than the reviewed ones: shown for another confirm.
  const [changed, setChanged] = useState<{ quote: QuoteResponse; at: number }>()
  // The wallet declined the last Confirm, and nothing was sent: the review is back, saying so.
  const [declined, setDeclined] = useState(false)
  // "Send to another address" starts open when the host's default recipient is someone else.
  const [recipientOpen, setRecipientOpen] = useState(() => form.recipient.kind !== 'account')
  const recipientId = useId()
  const mainButton = useRef<HTMLButtonElement>(null)
  const panel = useRef<HTMLDivElement>(null)
  const { state: run, isExecuting } = execution
  const { state, actions, catalog, account, originChain, originCurrency, amount } = form
  const origin = useTokenBalances(account, originChain, originCurrency ? [originCurrency] : [])
  const balance = origin.of(originCurrency?.address)

  const connectWallet = useFocusAfterConnect({ connected: account !== undefined, needsAmount: amount.kind !== 'valid', mainButton, panel, onConnectWallet })

  // After a run ends, balances have moved: read them again.
  const { refetch } = origin
  useEffect(() => {
    if (run.endedAt !== undefined) refetch()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per ended run
  }, [run.endedAt])

  const quoteIn = quote.isCurrent ? quote.data?.details.currencyIn?.amount : undefined
  const button = resolveMainButton(
    {
      isExecuting,
      execution: run,
      connected: account !== undefined,
      canConnect: onConnectWallet !== undefined,
      walletChainId,
      originWalletChainId: originChain && !isVenueChain(originChain) ? originChain.id : undefined,
      originChainName: originChain?.name ?? '',
      hasCurrencies: originCurrency !== undefined && form.destinationCurrency !== undefined,
      sameToken: form.sameToken,
      amount,
      recipient: form.recipient,
      slippageInvalid: form.slippageInvalid,
      topupGasInvalid: form.topupGasInvalid,
      required: state.tradeType === 'EXACT_INPUT' ? (amount.kind === 'valid' ? amount.value : undefined) : quoteIn ? BigInt(quoteIn) : undefined,
      balance,
      originSymbol: originCurrency?.symbol ?? '',
      quote: { inputStatus: quote.inputStatus, hasQuote: quote.data !== undefined, isCurrent: quote.isCurrent, error: quote.lastError },
    },
    labels,
  )
  // From the keystroke on (the request waits for typing to pause), while the form can be quoted.
  const quotable = button.hint === undefined && !form.needsWallet
  const awaitingQuote = quotable && !quote.isCurrent && !quote.lastError
  const display = catalogDisplay(catalog)
  const priceOf = useUsdPrices(quote.data)

  const reviewed = changed?.quote ?? quote.data
  function openReview(open: boolean) {
    setReviewOpen(open)
    if (open) return
    setChanged(undefined)
    setDeclined(false)
  }
  function confirm() {
    const data = reviewed
    const quotedAt = changed?.at ?? quote.quotedAt
    openReview(false)
    if (!data) return
    onEvent({ type: 'execution-started', mode: state.mode, request: quote.request, requestId: data.steps[0]?.requestId, ...amountsOf(data) })
    // A started run reports everything, errors included, in `execution.state`; new terms go back to review.
    execution.executeAsync({ quote: data, request: quote.request, quotedAt }).catch((error: unknown) => {
      if (!(error instanceof QuoteChangedError)) return
      execution.reset()
      setChanged({ quote: error.quote, at: Date.now() })
      setReviewOpen(true)
    })
  }

  // A run belongs to the mode it was started in: after a reload, another mode's tab shows its form.
  const runMode = modeOfExecution(run)
  const running = isExecuting || (run.phase !== 'idle' && (runMode === undefined || runMode === state.mode))
  const focusAmountNext = useFocusAmountAfterRun(!running, panel)
  if (running) {
    return (
      <ExecutionPanel
        execution={execution}
        button={button}
        batch={batch}
        {...display}
        onReset={() => {
          if (outcomeOf(run) === 'success') actions.clearAmount()
          focusAmountNext()
          execution.reset()
        }}
        onRetry={() => {
          execution.reset()
          if (isRetryable(run)) setReviewOpen(true)
        }}
        onDeclined={() => {
          execution.reset()
          setDeclined(true)
          setReviewOpen(true)
        }}
        onFollowInHistory={() => {
          if (run.endedAt === undefined) execution.dismiss()
          else execution.reset()
          // The form must not offer the paid transfer again: its amount goes with it.
          actions.clearAmount()
          onShowHistory()
        }}
      />
    )
  }

  const venueAccount = state.mode === 'venue-deposit'
  function openRecipient(open: boolean) {
    // Closed, the transfer goes to the account again: no hidden address stays behind.
    if (!open) actions.setRecipient(undefined)
    setRecipientOpen(open)
  }
  return (
    <div className="ferry-panel" ref={panel}>
      <div className="ferry-panel__bar">
        {!venueAccount && <RecipientToggle open={recipientOpen} onOpenChange={openRecipient} controls={recipientId} disabled={form.locks.recipient} />}
        <SettingsPopover
          slippageBps={state.slippageBps}
          onSlippageChange={actions.setSlippage}
          slippageText={state.slippageText}
          onSlippageTextChange={actions.setSlippageText}
          topupAllowed={form.topupAllowed}
          topupGas={state.topupGas}
          onTopupGasChange={actions.setTopupGas}
          topupGasUsd={state.topupGasUsd}
          onTopupGasUsdChange={actions.setTopupGasUsd}
          topupGasInvalid={form.topupGasInvalid}
          gaslessAllowed={form.gaslessAllowed}
          gasless={form.usePermit}
          onGaslessChange={actions.setGasless}
        />
      </div>
      <FormCards form={form} quote={quote} originBalance={balance} priceOf={priceOf} />
      {(venueAccount || recipientOpen) && (
        <div id={recipientId}>
          <RecipientField
            value={state.recipient}
            onChange={actions.setRecipient}
            onResolve={actions.resolveRecipient}
            check={form.recipient}
            account={account}
            label={venueAccount ? labels.recipient.venueAccount : undefined}
            disabled={form.locks.recipient}
            prefill={venueAccount}
            autoFocus={!venueAccount && !form.locks.recipient}
          />
        </div>
      )}
      {state.mode === 'venue-withdraw' && <WithdrawInfo />}
      {form.gaslessAllowed && <GaslessOffer form={form} quote={quote} />}
      {!form.slippageInvalid && slippageRisk(state.slippageBps) !== 'none' && <SlippageWarning bps={state.slippageBps} />}
      <QuoteSummary
        quote={quote.data}
        isCurrent={quote.isCurrent}
        isFetching={quote.isFetching || awaitingQuote}
        error={quote.lastError}
        onRetry={() => void quote.refetch()}
        amountCurrency={form.amountCurrency}
        amountPrice={priceOf(form.amountCurrency)}
        onUseLimit={(bound) => actions.setAmount(bound.amount, state.tradeType)}
        quotedAt={quote.quotedAt}
        slippageBps={state.slippageBps}
        slippageAuto={state.slippageText === '' && state.slippageBps === DEFAULT_SLIPPAGE_BPS}
        tradeType={state.tradeType}
        needsWallet={form.needsWallet && amount.kind === 'valid'}
        hint={button.hint}
      />
      <MainButton state={button} originChainId={originChain?.id} onConnectWallet={connectWallet} onReview={() => setReviewOpen(true)} buttonRef={mainButton} />
      {reviewed && (
        <WidgetReviewDialog
          open={reviewOpen}
          onOpenChange={openReview}
          quote={reviewed}
          changed={changed !== undefined}
          declined={declined}
          quotedAt={changed?.at ?? quote.quotedAt}
          slippageBps={state.slippageBps}
          tradeType={state.tradeType}
          account={account}
          recipient={form.effectiveRecipient}
          recipientName={form.recipient.name}
          onConfirm={confirm}
          confirmDisabled={(!changed && !quote.isCurrent) || isExecuting}
          chainName={display.chainName}
          chainLogo={display.chainLogo}
          currencyLogo={display.currencyLogo}
          destinationCalls={form.call?.txs.length}
          returnFocus={mainButton}
          batch={batch}
          tokenMark={(side) => {
            const currency = catalog.currency(side.chainId, side.address)
            return currency?.verified === false && <UnverifiedMark currency={currency} chain={catalog.chain(side.chainId)} />
          }}
        />
      )}
    </div>
  )
}
