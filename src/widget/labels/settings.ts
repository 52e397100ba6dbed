/** The settings popover: slippage and the gas top-up. */
export interface SettingsLabels {
  /** The popover's trigger. */
  open: string
  /** The trigger while a setting there needs fixing. */
  needsFix: string
  title: string
  slippage: string
  /** The default slippage, in the popover and in the quote's breakdown. */
  slippageAuto: string
  slippageCustom: string
  /** The custom field while a preset or Auto applies. */
  slippageCustomPlaceholder: string
  slippageInvalid: string
  /** Above 2%: beside the field, on the form and in the review. `percent` is `15`, `2.5`. */
  slippageHigh: (percent: string) => string
  topupGas: string
  topupGasHint: string
  topupGasUsd: string
  topupGasInvalid: string
}

export const settingsLabels: SettingsLabels = {
  open: 'Settings',
  needsFix: 'Settings: the slippage needs fixing',
  title: 'Transfer settings',
  slippage: 'Slippage tolerance',
  slippageAuto: 'Auto',
  slippageCustom: 'Custom slippage in percent',
  slippageCustomPlaceholder: 'Custom',
  slippageInvalid: 'Enter a percentage from 0 to 50, with at most 2 decimals.',
  slippageHigh: (percent) => `High slippage: ${percent}%. The price may move this much against you before the transfer fills.`,
  topupGas: 'Gas top-up on arrival',
  topupGasHint: 'Adds some of the destination chain’s gas currency to what the recipient receives.',
  topupGasUsd: 'Top-up amount in USD',
  topupGasInvalid: 'Enter a USD amount, like 2.',
}
