// The parts the form does not show at first (the review, a run's progress and outcome, the history,
// the pickers' dialog) load after it, so a dApp's first load carries the form only. Every such
// `import()` lives here and nowhere else: one place to see what is split off (./parts.ts). Each part keeps the
// name and props of the component it loads and brings its own Suspense, so the layout imports it
// like the original.
import { createElement, Fragment, lazy, Suspense, useEffect, useState, type ComponentType, type ReactElement, type ReactNode } from 'react'
import type { OutcomeViewProps } from './outcome/OutcomeView'
import type { ProgressViewProps } from './progress/ProgressView'
import type { ReviewDialogProps } from './review/ReviewDialog'
import type { WidgetReviewDialogProps } from './review/WidgetReviewDialog'
import type { HistoryViewProps } from './history/HistoryView'
import type { ExecutionPanelProps } from './layout/ExecutionPanel'
import type { PickerDialogProps } from './pickers/PickerDialog'
import type { UnverifiedMarkProps } from './pickers/UnverifiedMark'
import type { SettingsPopoverProps } from './settings/SettingsPopover'
import type { GaslessOfferProps } from './settings/GaslessOffer'
import type { CallSummaryProps } from './amount/CallSummary'
import type { SlippageWarningProps } from './settings/SlippageWarning'
import type { QuoteBreakdownProps } from './quote/QuoteBreakdown'
import type { QuoteErrorProps } from './quote/QuoteError'
import type { RecipientNameProps } from './settings/RecipientName'
import type { RecipientFieldProps } from './settings/RecipientField'
import type { QuoteAgeProps } from './quote/QuoteAge'
import type * as Parts from './parts'

/** A component loaded on its first render, or ahead of it with `preload`. */
export type LazyPart<P> = ((props: P) => ReactElement) & { preload(): Promise<unknown> }

/** The components of ./parts.ts, by name. */
type PartName = { [K in keyof typeof Parts]: (typeof Parts)[K] extends ComponentType<never> ? K : never }[keyof typeof Parts]

/** The part `name` of ./parts.ts, with props `P` (its own: the caller names them). */
function lazyPart<P extends object>(name: PartName, fallback: ReactNode): LazyPart<P> {
  const load = () => loadParts().then((module) => module[name] as unknown as ComponentType<P>)
  let loaded: ComponentType<P> | undefined
  let loading: Promise<ComponentType<P>> | undefined
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A failed download (offline for a moment) is tried again at the next render.
        loading = undefined
        throw error
      },
    ))
  const Lazy = lazy(() => preload().then((component) => ({ default: component })))
  // Once loaded (preloaded while idle), the part renders at once: no fallback frame. Asked for before
  // the page first painted (the settings' trigger is), it is fetched after that paint: on a fast
  // network the parts' chunk would otherwise arrive and run before the widget is first shown.
  const Part = (props: P): ReactElement => {
    const [ready, setReady] = useState(() => painted || loaded !== undefined)
    useEffect(() => (ready ? undefined : afterFirstPaint(() => setReady(true))), [ready])
    // One component type for the instance's life: switching from `Lazy` to the loaded component on a
    // later render would remount the part (its state and focus lost: the picker's search field).
    const [type] = useState(() => (loaded ?? Lazy) as ComponentType<P>)
    return ready ? createElement(Suspense, { fallback }, createElement(type, props)) : createElement(Fragment, null, fallback)
  }
  return Object.assign(Part, { preload })
}

let painted = false
/** Calls back once the frame after this one has started: the page has painted what is rendered now. */
function afterFirstPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const done = () => {
    painted = true
    callback()
  }
  if (typeof requestAnimationFrame !== 'function') {
    timer = setTimeout(done)
    return () => clearTimeout(timer)
  }
  const frame = requestAnimationFrame(() => (timer = setTimeout(done)))
  return () => {
    cancelAnimationFrame(frame)
    clearTimeout(timer)
  }
}

/** The widget's later parts, one module (./parts.ts): one `import()`, one lazy file in the app. */
export const loadParts = () => import('./parts')

/** The amount field's paste reader (exponents, units, and what it refuses), with the parts. */
export const loadPasteReader = () => loadParts().then((module) => module.readPastedAmount)

/** Holds the panel's place while its code loads, so the widget does not collapse and jump. */
const placeholder = (className: string) => createElement('div', { className: `${className} ferry-lazy`, 'aria-busy': true })

// Opens over the form: nothing to hold in place.
export const ReviewDialog = lazyPart<ReviewDialogProps>('ReviewDialog', null)
// The widget's own review: the same dialog, which asks the wallet whether the run will batch.
export const WidgetReviewDialog = lazyPart<WidgetReviewDialogProps>('WidgetReviewDialog', null)
export const ExecutionPanel = lazyPart<ExecutionPanelProps>('ExecutionPanel', placeholder('ferry-execution'))
export const HistoryView = lazyPart<HistoryViewProps>('HistoryView', placeholder('ferry-history'))
// Opens over the form, from the picker's trigger (a plain button until then).
export const PickerDialog = lazyPart<PickerDialogProps>('PickerDialog', null)
// An unverified token's mark on the form's picker: such a token is accepted in the picker, which loads the parts.
export const UnverifiedMark = lazyPart<UnverifiedMarkProps>('UnverifiedMark', null)
// Radix Popover brings floating-ui, focus scope and scroll lock (a third of the form's weight): its
// trigger fills in as soon as the chunk arrives (asked for at first render), in a box of its size.
export const SettingsPopover = lazyPart<SettingsPopoverProps>(
  'SettingsPopover',
  createElement('span', { className: 'ferry-icon-button ferry-lazy', 'aria-hidden': true }),
)
// For an ERC-20 origin: reads the wallet's gas balance and says when the network fee is paid in the token.
export const GaslessOffer = lazyPart<GaslessOfferProps>('GaslessOffer', null)
// Only with a host's cross-chain call, in place of the receive card (in a box of its size while it loads).
export const CallSummary = lazyPart<CallSummaryProps>('CallSummary', placeholder('ferry-card'))
// From 2% slippage only, set in the settings (loaded with them) or by the host.
export const SlippageWarning = lazyPart<SlippageWarningProps>('SlippageWarning', null)
// Only once a quote fails (by then the parts are in): its words, Retry, and a refused amount's bound.
export const QuoteError = lazyPart<QuoteErrorProps>('QuoteError', placeholder('ferry-quote__error'))
// Opens under the quote line on a click: its rows hold their place while they load.
export const QuoteBreakdown = lazyPart<QuoteBreakdownProps>('QuoteBreakdown', placeholder('ferry-quote__rows'))
// Shown once "Send to another address" is pressed, or under the deposit's form (in a box of its size):
// the address's checks and their reasons load with it.
export const RecipientField = lazyPart<RecipientFieldProps>('RecipientField', placeholder('ferry-field'))
// Only once a name is typed as the recipient: ENS resolution (and viem's normalizer) stays out of the first load.
export const RecipientName = lazyPart<RecipientNameProps>('RecipientName', null)
// Public, for a layout of the host's own: the widget shows it in the review and the quote's breakdown.
export const QuoteAge = lazyPart<QuoteAgeProps>('QuoteAge', null)
// Public parts for a layout of the host's own (the widget renders them inside ExecutionPanel).
export const ProgressView = lazyPart<ProgressViewProps>('ProgressView', null)
export const OutcomeView = lazyPart<OutcomeViewProps>('OutcomeView', null)

const parts = [WidgetReviewDialog, ExecutionPanel, HistoryView, PickerDialog, SettingsPopover, QuoteBreakdown]

/**
 * Loads the lazy parts once the widget has painted and the browser is idle, so that Review (or a
 * run found after a reload) finds them ready instead of waiting on the network then.
 */
export function usePreloadLazyParts(): void {
  useEffect(() => {
    const preload = () => parts.forEach((part) => void part.preload().catch(() => undefined))
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(preload, { timeout: 2_000 })
      return () => cancelIdleCallback(id)
    }
    const id = setTimeout(preload, 200)
    return () => clearTimeout(id)
  }, [])
}
