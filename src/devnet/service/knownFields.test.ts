import { describe, expect, it } from 'vitest'
import { NATIVE_CURRENCY } from '../../core/index'
import { withoutUnknownFields } from './knownFields'

const full = {
  user: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  originChainId: 31337,
  destinationChainId: 31338,
  originCurrency: NATIVE_CURRENCY,
  destinationCurrency: NATIVE_CURRENCY,
  amount: '10',
  tradeType: 'EXACT_OUTPUT',
  recipient: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  slippageTolerance: '50',
  useExternalLiquidity: false,
  referrer: 'ferry',
  refundTo: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  topupGas: false,
  topupGasAmount: '100000',
  txs: [{ to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', value: '10', data: '0x', extra: 1 }],
  appFees: [{ recipient: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', fee: '10' }],
  protocolVersion: 'v2',
}

describe('withoutUnknownFields', () => {
  it('keeps every field of the spec unchanged, bad values included, for the validator to judge', () => {
    expect(withoutUnknownFields(full)).toEqual(full)
    expect(withoutUnknownFields({ amount: '1.5', tradeType: 3 })).toEqual({ amount: '1.5', tradeType: 3 })
  })

  it("drops the top-level fields the spec does not list, such as the UI kit's useDepositAddress and explicitDeposit", () => {
    expect(withoutUnknownFields({ ...full, useDepositAddress: false, explicitDeposit: true, additionalData: {} })).toEqual(full)
  })

  it('hands anything but an object back as it is', () => {
    for (const body of [undefined, null, 'quote', 3, [full]]) expect(withoutUnknownFields(body)).toBe(body)
  })
})
