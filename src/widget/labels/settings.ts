/** The settings popover: slippage and the gas top-up. */
export interface SettingsLabels {
  /** The popover's trigger. */
  open: string
  /** The trigger while a setting there needs fixing. */
  needsFix: string
  /** The trigger while the slippage is not Auto: `slippage` is shown beside the gear (`3%`). */
  openCustom: (slippage: string) => string
  title: string
  slippage: string
  /** The default slippage, in the popover and in the quote's breakdown. */
  slippageAuto: string
  slippageCustom: string
  /** The custom field while a preset or Auto applies. */
  slippageCustomPlaceholder: string
  slippageInvalid: string
  /** From 2%: beside the field, on the form and in the review. `percent` is `15`, `2.5`. */
  slippageHigh: (percent: string) => string
  /** From 5%, in red, on the form, in the settings and in the review. */
  slippageVeryHigh: (percent: string) => string
  topupGas: string
  topupGasHint: string
  topupGasUsd: string
  topupGasInvalid: string
  /** The switch for the gasless path (`usePermit`), shown for an ERC-20 origin. */
  gasless: string
  gaslessHint: string
  /** On the form once the service answers with a permit: `native` is `ETH`, `symbol` the token (`USDC`). */
  gaslessOffer: (native: string, symbol: string) => string
  gaslessOfferDetail: (symbol: string) => string
}

/**
 * The keys the form reads (in its first load): none, since the slippage warning loads with the later
 * parts; the others (./en/settingsLater.ts) the settings popover, the warnings and the quote's breakdown.
 */
export const settingsEagerKeys = [] as const
export type SettingsEagerKey = (typeof settingsEagerKeys)[number]
