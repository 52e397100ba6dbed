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
