// A complete bridge UI built only on Ferry's hooks (quote, execute, progress) and wagmi's
// (connect, account, chains). Put it inside your WagmiProvider, QueryClientProvider and
// <FerryProvider config={{ baseUrl, venueApiUrl }}>, and hand it the tokens you support.
import { useId, useState, type ReactNode } from 'react'
import { formatUnits, parseUnits, type Address } from 'viem'
import { useChains, useConnect, useConnection, useConnectors, useDisconnect } from 'wagmi'
import { itemRecords, type ItemRecordStatus, type QuoteRequestInput } from '../../src/core/index'
import { outcomeOf, useExecuteSteps, useQuote, type ExecutionPhase, type ExecutionState, type UseQuoteReturnType } from '../../src/react/index'
import './HeadlessBridge.css'

export interface BridgeToken {
  chainId: number
  /** The token contract, or the 20-byte zero address for the chain's native currency. */
  address: Address
  symbol: string
  decimals: number
}

export interface HeadlessBridgeProps {
  /** What can be sent and received, on the chains of your wagmi config. */
  tokens: BridgeToken[]
}

export function HeadlessBridge({ tokens }: HeadlessBridgeProps) {
  // Ids from useId, so that two bridges on one page keep their labels apart.
  const id = useId()
  const chains = useChains()
  const { address } = useConnection()
  const [originChainId, setOriginChainId] = useState(chains[0].id)
  const [destinationChainId, setDestinationChainId] = useState((chains[1] ?? chains[0]).id)
  const [originSymbol, setOriginSymbol] = useState(tokens[0]?.symbol ?? '')
  const [destinationSymbol, setDestinationSymbol] = useState(tokens[0]?.symbol ?? '')
  const [amountText, setAmountText] = useState('')

  // A symbol the other chain lacks falls back to that chain's first token.
  const origin = pickToken(tokens, originChainId, originSymbol)
  const destination = pickToken(tokens, destinationChainId, destinationSymbol)
  const amount = origin ? parseAmount(amountText, origin) : {}

  // No request until every field is there: useQuote sends nothing for `undefined`.
  const request: QuoteRequestInput | undefined =
    address && origin && destination && amount.value !== undefined
      ? {
          user: address,
          originChainId,
          destinationChainId,
          originCurrency: origin.address,
          destinationCurrency: destination.address,
          amount: amount.value.toString(),
          tradeType: 'EXACT_INPUT',
        }
      : undefined
  const quote = useQuote({ ...request, debounceMs: 400 })
  const { state, execute, cancel, reset, isExecuting } = useExecuteSteps()

  const canExecute = quote.data !== undefined && quote.isCurrent && !isExecuting
  function onExecute() {
    if (!quote.data) return
    // With `request` and `quotedAt`, a quote older than a few seconds is fetched again first.
    // As wagmi's `mutate`: the run reports everything, errors included, in `state`.
    execute({ quote: quote.data, request: quote.request, quotedAt: quote.quotedAt })
  }

  return (
    <section className="bridge" aria-labelledby={`${id}-title`}>
      <header className="bridge-header">
        <h2 id={`${id}-title`}>Bridge</h2>
        <Wallet />
      </header>

      <fieldset className="bridge-side" disabled={isExecuting}>
        <legend>From</legend>
        <ChainSelect id={`${id}-origin-chain`} label="Origin chain" value={originChainId} onChange={setOriginChainId} />
        <TokenSelect id={`${id}-origin-token`} label="Token to send" tokens={tokens} chainId={originChainId} value={origin?.symbol} onChange={setOriginSymbol} />
        <label htmlFor={`${id}-amount`}>Amount{origin ? ` (${origin.symbol})` : ''}</label>
        <input
          id={`${id}-amount`}
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.0"
          value={amountText}
          onChange={(event) => setAmountText(event.target.value)}
          aria-invalid={amount.error ? true : undefined}
          aria-describedby={amount.error ? `${id}-amount-error` : undefined}
        />
        {amount.error && (
          <p id={`${id}-amount-error`} className="bridge-error">
            {amount.error}
          </p>
        )}
      </fieldset>

      <fieldset className="bridge-side" disabled={isExecuting}>
        <legend>To</legend>
        <ChainSelect id={`${id}-destination-chain`} label="Destination chain" value={destinationChainId} onChange={setDestinationChainId} />
        <TokenSelect
          id={`${id}-destination-token`}
          label="Token to receive"
          tokens={tokens}
          chainId={destinationChainId}
          value={destination?.symbol}
          onChange={setDestinationSymbol}
        />
      </fieldset>

      <QuoteSummary
        quote={quote}
        origin={origin}
        hint={!address ? 'Connect a wallet to get a quote.' : amount.value === undefined && !amount.error ? 'Enter an amount to get a quote.' : undefined}
      />

      <div className="bridge-actions">
        <button type="button" className="bridge-primary" onClick={onExecute} disabled={!canExecute}>
          {isExecuting ? PHASE_LABELS[state.phase] : 'Bridge'}
        </button>
        {isExecuting && (
          <button type="button" onClick={cancel}>
            Cancel
          </button>
        )}
        {!isExecuting && state.phase !== 'idle' && (
          <button type="button" onClick={reset}>
            Start over
          </button>
        )}
      </div>

      <Progress state={state} isExecuting={isExecuting} />
    </section>
  )
}

function Wallet() {
  const { address, isConnected } = useConnection()
  const connectors = useConnectors()
  const connect = useConnect()
  const disconnect = useDisconnect()
  if (isConnected && address) {
    return (
      <p className="bridge-wallet">
        <span title={address}>{shortHex(address)}</span>
        <button type="button" onClick={() => disconnect.mutate()}>
          Disconnect
        </button>
      </p>
    )
  }
  return (
    <div className="bridge-wallet">
      {connectors.map((connector) => (
        <button key={connector.uid} type="button" onClick={() => connect.mutate({ connector })} disabled={connect.isPending}>
          Connect {connector.name}
        </button>
      ))}
      {connect.error && <p className="bridge-error">{connect.error.message}</p>}
    </div>
  )
}

function ChainSelect({ id, label, value, onChange }: { id: string; label: string; value: number; onChange: (chainId: number) => void }) {
  const chains = useChains()
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(Number(event.target.value))}>
        {chains.map((chain) => (
          <option key={chain.id} value={chain.id}>
            {chain.name}
          </option>
        ))}
      </select>
    </>
  )
}

function TokenSelect(props: { id: string; label: string; tokens: BridgeToken[]; chainId: number; value: string | undefined; onChange: (symbol: string) => void }) {
  const { id, label, tokens, chainId, value, onChange } = props
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {tokens
          .filter((token) => token.chainId === chainId)
          .map((token) => (
            <option key={token.address} value={token.symbol}>
              {token.symbol}
            </option>
          ))}
      </select>
    </>
  )
}

/** `hint` says what is missing before there can be a quote. */
function QuoteSummary({ quote, origin, hint }: { quote: UseQuoteReturnType; origin: BridgeToken | undefined; hint: string | undefined }) {
  const id = useId()
  const { data, isCurrent, ageMs, issues, error, isFetching } = quote
  const out = data?.details.currencyOut
  const fees = data ? { Gas: data.fees.gas, 'Service fee': data.fees.relayer } : {}
  return (
    <section className="bridge-quote" aria-labelledby={id} aria-live="polite" aria-busy={isFetching}>
      <h3 id={id}>
        Quote {data && !isCurrent && <span className="bridge-stale">updating…</span>}
      </h3>
      {hint && <p className="bridge-hint">{hint}</p>}
      {!hint && !data && isFetching && <p className="bridge-hint">Getting a quote…</p>}
      {issues.length > 0 && (
        <ul className="bridge-error" aria-label="Request issues">
          {issues.map((issue) => (
            <li key={issue.path + issue.message}>
              {issue.path}: {issue.message}
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p className="bridge-error" role="alert">
          No quote: {error.shortMessage}
        </p>
      )}
      {data && (
        <dl className={isCurrent ? undefined : 'bridge-quote-stale'}>
          <Row term="You receive">{out ? formatToken(out.amount, out.currency.decimals, out.currency.symbol) : '—'}</Row>
          {Object.entries(fees).map(([name, fee]) => fee && <Row key={name} term={name}>{formatFee(fee, origin)}</Row>)}
          {data.details.timeEstimate !== undefined && <Row term="Time">about {data.details.timeEstimate} s</Row>}
          <Row term="Quoted">{ageMs === undefined ? '—' : `${Math.floor(ageMs / 1000)} s ago`}</Row>
        </dl>
      )}
    </section>
  )
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  )
}

function Progress({ state, isExecuting }: { state: ExecutionState; isExecuting: boolean }) {
  const id = useId()
  if (state.phase === 'idle') return null
  const ended = !isExecuting
  return (
    <section className="bridge-progress" aria-labelledby={id} aria-live="polite" aria-busy={isExecuting}>
      <h3 id={id}>Progress</h3>
      {state.requestId && (
        <p>
          Request <code title={state.requestId}>{shortHex(state.requestId)}</code>
          {state.status && <> · status {state.status.status}</>}
        </p>
      )}
      <ol>
        {/* The run's records: the quote being executed, each item's status written in by the core. */}
        {(state.quote ? itemRecords(state.quote) : []).map((item) => (
          <li key={`${item.stepIndex}-${item.itemIndex}`}>
            {item.stepId} · {item.kind}: {ITEM_LABELS[item.status]}
            {item.txHash && (
              <>
                {' '}
                <code title={item.txHash}>{shortHex(item.txHash)}</code>
                {item.chainId !== undefined && ` on chain ${item.chainId}`}
              </>
            )}
          </li>
        ))}
      </ol>
      {state.txHashes.length > 0 && (
        <p>
          {outcomeOf(state) === 'refunded' ? 'Refund' : 'Fill'} {state.txHashes.map((hash) => <code key={hash} title={hash}>{shortHex(hash)}</code>)}
        </p>
      )}
      {ended && <Outcome state={state} />}
    </section>
  )
}

/** How the run ended, by `outcomeOf`: the one reading of a run's outcome, the widget's too. */
function Outcome({ state }: { state: ExecutionState }) {
  const outcome = outcomeOf(state)
  switch (outcome) {
    case 'success':
      return <p className="bridge-outcome bridge-outcome-success">Done: the funds arrived.</p>
    case 'refunded':
      return <p className="bridge-outcome bridge-outcome-refund">Refunded: the transfer failed and your deposit was returned on the origin chain.</p>
    case 'pending':
      return <p className="bridge-outcome">Still in progress: the request may yet complete; nothing needs to be sent again.</p>
    default:
      return (
        <p className="bridge-outcome bridge-outcome-failure" role="alert">
          {outcome === 'failed' ? 'Failed' : 'Stopped'}: {state.error?.message ?? 'no outcome'} {state.error && <code>{state.error.code}</code>}
        </p>
      )
  }
}

const PHASE_LABELS: Record<ExecutionPhase, string> = {
  idle: 'Bridge',
  'awaiting-wallet': 'Confirm in your wallet…',
  submitting: 'Sending…',
  confirming: 'Confirming…',
  polling: 'Waiting for the fill…',
  failure: 'Failed, waiting for the refund…',
  success: 'Done',
  refund: 'Refunded',
  error: 'Stopped',
}

const ITEM_LABELS: Record<ItemRecordStatus, string> = {
  incomplete: 'to do',
  'waiting-for-wallet': 'waiting for your wallet',
  submitted: 'sent',
  confirming: 'confirming',
  complete: 'done',
  failed: 'failed',
}

function pickToken(tokens: BridgeToken[], chainId: number, symbol: string): BridgeToken | undefined {
  const onChain = tokens.filter((token) => token.chainId === chainId)
  return onChain.find((token) => token.symbol === symbol) ?? onChain[0]
}

/** Decimal text to the token's smallest unit, exactly (bigint, never a float), or why not. */
function parseAmount(text: string, token: BridgeToken): { value?: bigint; error?: string } {
  const trimmed = text.trim()
  if (trimmed === '') return {}
  if (!/^(\d+\.?\d*|\.\d+)$/.test(trimmed)) return { error: 'Enter a number such as 0.5: digits and at most one dot.' }
  const fraction = trimmed.split('.')[1] ?? ''
  if (fraction.length > token.decimals) return { error: `${token.symbol} has at most ${token.decimals} decimals.` }
  const value = parseUnits(trimmed, token.decimals)
  if (value === 0n) return { error: 'Enter an amount above zero.' }
  return { value }
}

/** Smallest-unit integer string to "1.234567 USDC", cut (not rounded) to 6 decimals. */
function formatToken(amount: string, decimals: number, symbol: string): string {
  const [whole, fraction = ''] = formatUnits(BigInt(amount), decimals).split('.')
  const shown = fraction.slice(0, 6).replace(/0+$/, '')
  return `${whole}${shown ? `.${shown}` : ''} ${symbol}`
}

/** A fee in its currency: the service sends a currency object, or an id of one of your tokens. */
function formatFee(fee: { amount: string; currency: string | { decimals: number; symbol: string } }, origin: BridgeToken | undefined): string {
  const { currency } = fee
  if (typeof currency !== 'string') return formatToken(fee.amount, currency.decimals, currency.symbol)
  if (origin && currency.toLowerCase() === origin.address.toLowerCase()) return formatToken(fee.amount, origin.decimals, origin.symbol)
  return `${fee.amount} (${shortHex(currency)})`
}

function shortHex(hex: string): string {
  return hex.length > 14 ? `${hex.slice(0, 8)}…${hex.slice(-4)}` : hex
}
