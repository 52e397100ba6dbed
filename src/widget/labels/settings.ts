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
}

/** The keys the form reads (in its first load); the others (./en/settingsLater.ts) only the settings popover and the quote's breakdown. */
export const settingsEagerKeys = ['slippageHigh', 'slippageVeryHigh'] as const
export type SettingsEagerKey = (typeof settingsEagerKeys)[number]
