import type { SettingsEagerKey, SettingsLabels } from './settings'

/** The settings popover, and the slippage row of the quote's breakdown: registered when they load (../lazyLabels), out of the form's first load. */
export const settingsPopoverLabels: Omit<SettingsLabels, SettingsEagerKey> = {
  open: 'Settings',
  needsFix: 'Settings: the slippage needs fixing',
  title: 'Transfer settings',
  slippage: 'Slippage tolerance',
  slippageAuto: 'Auto',
  slippageCustom: 'Custom slippage in percent',
  slippageCustomPlaceholder: 'Custom',
  slippageInvalid: 'Enter a percentage from 0 to 50, with at most 2 decimals.',
  topupGas: 'Gas top-up on arrival',
  topupGasHint: 'Adds some of the destination chain’s gas currency to what the recipient receives.',
  topupGasUsd: 'Top-up amount in USD',
  topupGasInvalid: 'Enter a USD amount, like 2.',
}
