/** Gas units kept back for the deposit transaction(s) of a native-currency transfer. */
export const GAS_RESERVE_UNITS = 300_000n
/** Margin on the gas price, for a price that rises before the transaction is mined. */
const GAS_PRICE_MARGIN = 2n

/**
 * What "Max" may send: the whole balance of a token, or of a native currency minus a reserve for
 * the network fee (gas price x 300 000 x 2; without a gas price, 0.001 of the currency). Never
 * below zero.
 */
export function maxSendable(balance: bigint, options: { native: boolean; decimals: number; gasPrice?: bigint | undefined }): bigint {
  if (!options.native) return balance
  const reserve = options.gasPrice !== undefined ? options.gasPrice * GAS_RESERVE_UNITS * GAS_PRICE_MARGIN : 10n ** BigInt(Math.max(options.decimals - 3, 0))
  return balance > reserve ? balance - reserve : 0n
}

/** The amount shortcuts under the pay card: shares of the balance, and Max. */
export const AMOUNT_SHARES = [25, 50, 100] as const
export type AmountShare = (typeof AMOUNT_SHARES)[number]

/**
 * `percent` of the balance, rounded down, and never past what Max may send: 100 is Max, which
 * keeps gas back on a native currency; a share of a small native balance cannot eat that reserve.
 */
export function shareOfBalance(balance: bigint, percent: AmountShare, options: { native: boolean; decimals: number; gasPrice?: bigint | undefined }): bigint {
  const max = maxSendable(balance, options)
  const share = (balance * BigInt(percent)) / 100n
  return share < max ? share : max
}
