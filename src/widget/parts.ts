// Everything of the widget that loads after the form, behind one `import()` (./lazy.ts and the
// events' reader): an app's bundler then makes of it one lazy file, and the modules the form shares
// with it one file more, where an `import()` per part would leave it a file per set of parts that
// share a module.
export { ReviewDialog } from './review/ReviewDialog'
export { WidgetReviewDialog } from './review/WidgetReviewDialog'
export { ExecutionPanel } from './layout/ExecutionPanel'
export { HistoryView } from './history/HistoryView'
export { PickerDialog } from './pickers/PickerDialog'
export { UnverifiedMark } from './pickers/UnverifiedMark'
export { SettingsPopover } from './settings/SettingsPopover'
export { GaslessOffer } from './settings/GaslessOffer'
export { CallSummary } from './amount/CallSummary'
export { SlippageWarning } from './settings/SlippageWarning'
export { QuoteBreakdown } from './quote/QuoteBreakdown'
export { QuoteError } from './quote/QuoteError'
export { QuoteAge } from './quote/QuoteAge'
export { ProgressView } from './progress/ProgressView'
export { OutcomeView } from './outcome/OutcomeView'
export * as runEvents from './layout/runEvents'
export { RecipientName } from './settings/RecipientName'
export { RecipientField } from './settings/RecipientField'
export { loadLocale } from './i18n/loadLocale'
export { readPastedAmount } from './form/pastedAmount'
// The run's executor and wallet actions, which the react layer loads when a run starts: loaded with
// the parts, they share the parts' file instead of splitting the form's modules into one more.
export * as runtime from '../react/execution/runtime'
