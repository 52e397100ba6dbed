import { encodeFunctionData, erc20Abi, getAddress } from 'viem'
import type { Address, Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import { NATIVE_CURRENCY, VENUE_CHAIN_ID, VENUE_EVM_CHAIN_ID, VENUE_PERPS_USDC } from '../constants'
import { venueDexCurrency } from '../currency'
import { FerryError } from '../errors/base'
import { QuoteRequestError } from '../errors/request'
import type { ValidationIssue } from '../errors/request'
import type { QuoteRequestInput } from '../types/request'
import { validateQuoteRequest } from './index'

const USER = getAddress('0xd8da6bf26964af9d7eed9e03e53415d37aa96045')
const OTHER = getAddress('0x71c7656ec7ab88b098defb751b7401b5f6d8976f')
const USDC_MAINNET = getAddress('0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48')
const USDC_BASE = getAddress('0x833589fcd6edb6e08f4c7c32d4f71b54bda02913')
const USDC_ARBITRUM = getAddress('0xaf88d065e77c8cc2239327c5edb3a432268e5831')
const VAULT = getAddress('0x1111111254eeb25477b68fb85ed929f73a960582')
const DEPOSIT_DATA: Hex = '0xb6b55f250000000000000000000000000000000000000000000000000000000000000064'

const bridge = {
  user: USER,
  originChainId: 1,
  destinationChainId: 8453,
  originCurrency: USDC_MAINNET,
  destinationCurrency: USDC_BASE,
  amount: '1000000',
  tradeType: 'EXACT_INPUT',
} satisfies QuoteRequestInput

const approve = (token: Address, spender: Address, amount: bigint) => ({
  to: token,
  value: '0',
  data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, amount] }),
})

const crossChainCall = {
  ...bridge,
  destinationCurrency: USDC_BASE,
  amount: '5',
  tradeType: 'EXACT_OUTPUT',
  txs: [approve(USDC_BASE, VAULT, 100n), { to: VAULT, value: '5', data: DEPOSIT_DATA }],
} satisfies QuoteRequestInput

const venueDeposit = {
  ...bridge,
  originChainId: 42161,
  originCurrency: USDC_ARBITRUM,
  destinationChainId: VENUE_CHAIN_ID,
  destinationCurrency: VENUE_PERPS_USDC,
  recipient: USER,
} satisfies QuoteRequestInput

const venueWithdrawal = {
  ...bridge,
  originChainId: VENUE_CHAIN_ID,
  originCurrency: VENUE_PERPS_USDC,
  destinationChainId: 42161,
  destinationCurrency: USDC_ARBITRUM,
  protocolVersion: 'v2',
} satisfies QuoteRequestInput

/** Runs the validator on anything (the point is to feed it what the types forbid) and returns the issues. */
function issuesOf(input: unknown): ValidationIssue[] {
  try {
    validateQuoteRequest(input as QuoteRequestInput)
  } catch (error) {
    if (error instanceof QuoteRequestError) return error.issues
    throw error
  }
  throw new Error('expected a QuoteRequestError')
}
const EVM_ID = 'must be an address or lowercase symbol'
const VENUE_ID = 'must be a 1337 id (16 bytes or spot address + hex DEX) or lowercase symbol'
const TOPUP_GAS = 'needs an EVM destination not paid in its gas currency'
const pathsOf = (input: unknown) => issuesOf(input).map((issue) => issue.path)
const messageAt = (input: unknown, path: string) => issuesOf(input).find((issue) => issue.path === path)?.message

describe('validateQuoteRequest: valid use cases', () => {
  it('accepts a bridge between two EVM chains', () => {
    expect(validateQuoteRequest(bridge)).toEqual({
      ...bridge,
      originCurrency: USDC_MAINNET.toLowerCase(),
      destinationCurrency: USDC_BASE.toLowerCase(),
    })
  })

  it('accepts a swap into the native currency', () => {
    expect(() => validateQuoteRequest({ ...bridge, destinationCurrency: NATIVE_CURRENCY })).not.toThrow()
  })

  it('accepts a cross-chain call with an approval followed by the call that spends it', () => {
    const result = validateQuoteRequest(crossChainCall)
    expect(result.txs).toEqual(crossChainCall.txs)
    expect(result.tradeType).toBe('EXACT_OUTPUT')
  })

  it('accepts a deposit to the venue (destination 1337, recipient set)', () => {
    expect(validateQuoteRequest(venueDeposit).destinationCurrency).toBe(VENUE_PERPS_USDC)
  })

  it('accepts a deposit into a secondary venue DEX currency', () => {
    const dexCurrency = venueDexCurrency('0x6d1e7cde53ba9467b783cb7c530ce054', 'xyz')
    expect(validateQuoteRequest({ ...venueDeposit, destinationCurrency: dexCurrency }).destinationCurrency).toBe(dexCurrency)
  })

  it('accepts a withdrawal from the venue (origin 1337) with protocolVersion v2', () => {
    expect(validateQuoteRequest(venueWithdrawal).protocolVersion).toBe('v2')
  })

  it('accepts a bridge to the venue EVM chain 999 with no special parameters', () => {
    const request = { ...bridge, destinationChainId: VENUE_EVM_CHAIN_ID, destinationCurrency: NATIVE_CURRENCY }
    expect(validateQuoteRequest(request).destinationChainId).toBe(999)
  })

  it('accepts every optional field together', () => {
    const request = {
      ...bridge,
      recipient: OTHER,
      slippageTolerance: '50',
      useExternalLiquidity: true,
      usePermit: true,
      referrer: 'my-dapp',
      refundTo: OTHER,
      topupGas: true,
      topupGasAmount: '2000000',
      appFees: [{ recipient: OTHER, fee: '100' }],
      protocolVersion: 'v2',
    }
    expect(() => validateQuoteRequest(request)).not.toThrow()
  })

  it('accepts lowercase currency symbols', () => {
    expect(validateQuoteRequest({ ...bridge, originCurrency: 'usdc', destinationCurrency: 'eth' }).originCurrency).toBe('usdc')
  })

  it('accepts an amount of "0"', () => {
    expect(validateQuoteRequest({ ...bridge, amount: '0' }).amount).toBe('0')
  })
})

describe('validateQuoteRequest: normalization', () => {
  it('checksums user, recipient, refundTo, txs[].to and appFees[].recipient', () => {
    const result = validateQuoteRequest({
      ...crossChainCall,
      user: USER.toLowerCase(),
      recipient: OTHER.toLowerCase(),
      refundTo: OTHER.toLowerCase(),
      txs: crossChainCall.txs.map((tx) => ({ ...tx, to: tx.to.toLowerCase() })),
      appFees: [{ recipient: OTHER.toLowerCase(), fee: '10' }],
    })
    expect(result.user).toBe(USER)
    expect(result.recipient).toBe(OTHER)
    expect(result.refundTo).toBe(OTHER)
    expect(result.txs?.map((tx) => tx.to)).toEqual([USDC_BASE, VAULT])
    expect(result.appFees).toEqual([{ recipient: OTHER, fee: '10' }])
  })

  it('lowercases EVM currency addresses and venue ids', () => {
    const result = validateQuoteRequest({ ...venueDeposit, destinationCurrency: '0x6D1E7CDE53BA9467B783CB7C530CE054' })
    expect(result.originCurrency).toBe(USDC_ARBITRUM.toLowerCase())
    expect(result.destinationCurrency).toBe('0x6d1e7cde53ba9467b783cb7c530ce054')
  })

  it('lowercases tx call data', () => {
    const txs = [{ to: VAULT, value: '5', data: '0xB6B55F25' }]
    expect(validateQuoteRequest({ ...crossChainCall, txs }).txs?.[0]?.data).toBe('0xb6b55f25')
  })

  it('drops undefined and null optional fields', () => {
    const result = validateQuoteRequest({ ...bridge, recipient: undefined, referrer: null, slippageTolerance: undefined })
    expect(Object.keys(result)).not.toContain('recipient')
    expect(Object.keys(result)).not.toContain('referrer')
    expect(Object.keys(result)).not.toContain('slippageTolerance')
  })

  it('lists keys in a stable order whatever the input order', () => {
    const { user, tradeType, amount, ...rest } = bridge
    const shuffled = { appFees: [{ fee: '1', recipient: OTHER }], tradeType, amount, slippageTolerance: '5', ...rest, user }
    expect(Object.keys(validateQuoteRequest(shuffled))).toEqual([
      'user', 'originChainId', 'destinationChainId', 'originCurrency', 'destinationCurrency', 'amount', 'tradeType',
      'slippageTolerance', 'appFees',
    ])
    expect(Object.keys(validateQuoteRequest(shuffled).appFees?.[0] ?? {})).toEqual(['recipient', 'fee'])
  })

  it('returns a new object and leaves the input untouched', () => {
    const input = { ...bridge, user: USER.toLowerCase() }
    validateQuoteRequest(input)
    expect(input.user).toBe(USER.toLowerCase())
  })
})

describe('validateQuoteRequest: shape and required fields', () => {
  it.each([
    ['null', null],
    ['a string', '{"user":"0x"}'],
    ['an array', [bridge]],
    ['a number', 1],
  ])('rejects %s as input with an issue at the empty path', (_, input) => {
    expect(issuesOf(input)).toEqual([{ path: '', message: expect.stringMatching(/must be an object/) }])
  })

  it('requires user, chain ids, currencies, amount and tradeType, and lists them all', () => {
    expect(pathsOf({})).toEqual(['user', 'originChainId', 'destinationChainId', 'originCurrency', 'destinationCurrency', 'amount', 'tradeType'])
  })

  it('treats null in a required field as missing', () => {
    expect(messageAt({ ...bridge, user: null }, 'user')).toMatch(/^is required/)
  })

  it('throws a FerryError with code INVALID_QUOTE_REQUEST', () => {
    try {
      validateQuoteRequest({})
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(FerryError)
      expect((error as FerryError).code).toBe('INVALID_QUOTE_REQUEST')
      expect((error as FerryError).message).toContain('- user: is required')
    }
  })

})

describe('validateQuoteRequest: fields the spec does not list pass through', () => {
  it('keeps them unchanged, after the known fields, as the UI kit sends them (useDepositAddress, explicitDeposit)', () => {
    const extra = { useDepositAddress: false, explicitDeposit: true, includedSwapSources: ['uniswap'], nested: { a: 1 } }
    const result = validateQuoteRequest({ ...extra, ...bridge })
    expect(result).toMatchObject(extra)
    expect(Object.keys(result).slice(-4)).toEqual(Object.keys(extra))
    expect((result as Record<string, unknown>).nested).toBe(extra.nested)
  })

  it('keeps unknown fields of an app fee too', () => {
    const result = validateQuoteRequest({ ...bridge, appFees: [{ recipient: OTHER, fee: '1', label: 'x' }] })
    expect(result.appFees).toEqual([{ recipient: OTHER, fee: '1', label: 'x' }])
  })

  it('still refuses a known field with a bad value beside them, and reports no issue for them', () => {
    expect(issuesOf({ ...bridge, slippageTolerance: 'fifty', useDepositAddress: 'yes', foo: 1 }).map((issue) => issue.path)).toEqual(['slippageTolerance'])
    expect(pathsOf({ ...bridge, appFees: [{ recipient: 'me', fee: '1', bps: '1' }] })).toEqual(['appFees.0.recipient'])
  })
})

describe('validateQuoteRequest: addresses and chain ids', () => {
  it('rejects a user that is not an address', () => {
    expect(messageAt({ ...bridge, user: '0x1234' }, 'user')).toBe('must be an address (EIP-55 if mixed case); got "0x1234"')
  })

  it('rejects a mixed-case user address with a bad checksum', () => {
    const user = USER.replace('dA6', 'Da6')
    expect(messageAt({ ...bridge, user }, 'user')).toBe(`must be an address (EIP-55 if mixed case); got "${user}"`)
  })

  it('rejects a recipient and a refundTo that are not addresses', () => {
    expect(pathsOf({ ...bridge, recipient: 'alice.eth', refundTo: 42 })).toEqual(['recipient', 'refundTo'])
  })

  it('rejects a chain id given as a string', () => {
    expect(messageAt({ ...bridge, originChainId: '1' }, 'originChainId')).toBe('must be a positive integer; got "1"')
  })

  it.each([0, -10, 1.5, Number.MAX_SAFE_INTEGER + 2])('rejects the chain id %s', (chainId) => {
    expect(pathsOf({ ...bridge, destinationChainId: chainId })).toEqual(['destinationChainId'])
  })
})

describe('validateQuoteRequest: amount', () => {
  it('rejects an amount with decimals', () => {
    expect(messageAt({ ...bridge, amount: '1.5' }, 'amount')).toBe('must be an integer string within uint256; got "1.5"')
  })

  it.each([
    ['an exponent', '1e6'],
    ['a minus sign', '-1'],
    ['a plus sign', '+1'],
    ['spaces', ' 100 '],
    ['hex', '0x64'],
    ['an empty string', ''],
  ])('rejects an amount with %s', (_, amount) => {
    expect(pathsOf({ ...bridge, amount })).toEqual(['amount'])
  })

  it('writes an amount with leading zeros in canonical form', () => {
    expect(validateQuoteRequest({ ...bridge, amount: '0100' }).amount).toBe('100')
  })

  it('rejects an amount given as a number', () => {
    expect(messageAt({ ...bridge, amount: 1000000 }, 'amount')).toBe('must be an integer string within uint256; got number 1000000')
  })

  it('rejects an amount given as a bigint', () => {
    expect(messageAt({ ...bridge, amount: 10n }, 'amount')).toBe('must be an integer string within uint256; got bigint 10')
  })

  it('accepts 2^256 - 1 and rejects 2^256', () => {
    expect(() => validateQuoteRequest({ ...bridge, amount: (2n ** 256n - 1n).toString() })).not.toThrow()
    expect(messageAt({ ...bridge, amount: (2n ** 256n).toString() }, 'amount')).toBe(`must be an integer string within uint256; got "${2n ** 256n}"`)
  })
})

describe('validateQuoteRequest: tradeType', () => {
  it('rejects a lowercase trade type', () => {
    expect(messageAt({ ...bridge, tradeType: 'exact_input' }, 'tradeType')).toMatch(/must be "EXACT_INPUT", "EXACT_OUTPUT" or "EXPECTED_OUTPUT"/)
  })

  it('accepts EXACT_OUTPUT without txs', () => {
    expect(validateQuoteRequest({ ...bridge, tradeType: 'EXACT_OUTPUT' }).tradeType).toBe('EXACT_OUTPUT')
  })

  it("accepts the published service's EXPECTED_OUTPUT (its UI kit sends it), but not with txs", () => {
    expect(validateQuoteRequest({ ...bridge, tradeType: 'EXPECTED_OUTPUT' }).tradeType).toBe('EXPECTED_OUTPUT')
    expect(messageAt({ ...crossChainCall, tradeType: 'EXPECTED_OUTPUT' }, 'tradeType')).toBe('must be "EXACT_OUTPUT" with txs; got "EXPECTED_OUTPUT"')
  })
})

describe('validateQuoteRequest: cross-chain calls (txs)', () => {
  it('requires EXACT_OUTPUT when txs is given', () => {
    expect(messageAt({ ...crossChainCall, tradeType: 'EXACT_INPUT' }, 'tradeType')).toBe('must be "EXACT_OUTPUT" with txs; got "EXACT_INPUT"')
  })

  it('requires amount to equal the sum of txs[].value', () => {
    const txs = [{ to: VAULT, value: '3', data: '0x' }, { to: OTHER, value: '4', data: '0x' }]
    expect(validateQuoteRequest({ ...crossChainCall, txs, amount: '7' }).amount).toBe('7')
    expect(messageAt({ ...crossChainCall, txs, amount: '8' }, 'amount')).toBe('must be the sum of txs[].value, "7"; got "8"')
  })

  it('sums tx values as bigint beyond the safe integer range', () => {
    const big = (2n ** 200n).toString()
    const txs = [{ to: VAULT, value: big, data: '0x' }, { to: OTHER, value: '1', data: '0x' }]
    expect(validateQuoteRequest({ ...crossChainCall, txs, amount: (2n ** 200n + 1n).toString() }).amount).toBe((2n ** 200n + 1n).toString())
  })

  it('rejects an empty txs array', () => {
    expect(pathsOf({ ...crossChainCall, txs: [] })).toContain('txs')
  })

  it('rejects txs that is not an array', () => {
    expect(messageAt({ ...crossChainCall, txs: { to: VAULT } }, 'txs')).toMatch(/must be a non-empty array/)
  })

  it('reports invalid tx fields with their index', () => {
    expect(pathsOf({ ...crossChainCall, amount: '0', txs: [{ to: 'x', value: '0', data: 'zz' }] })).toEqual(['txs.0.to', 'txs.0.data'])
  })

  it('rejects an approval that stands after the call to its spender', () => {
    const txs = [{ to: VAULT, value: '5', data: DEPOSIT_DATA }, approve(USDC_BASE, VAULT, 100n)]
    expect(messageAt({ ...crossChainCall, txs }, 'txs.1')).toBe('approves a spender called at txs.0: approve first')
  })

  it('rejects a second approval of the same token', () => {
    const txs = [approve(USDC_BASE, VAULT, 1n), approve(USDC_BASE, VAULT, 2n), { to: VAULT, value: '5', data: DEPOSIT_DATA }]
    expect(pathsOf({ ...crossChainCall, txs })).toEqual(['txs.1'])
  })

  it('accepts a reset to 0 followed by the new amount', () => {
    const txs = [approve(USDC_BASE, VAULT, 0n), approve(USDC_BASE, VAULT, 2n), { to: VAULT, value: '5', data: DEPOSIT_DATA }]
    expect(() => validateQuoteRequest({ ...crossChainCall, txs })).not.toThrow()
  })

  it('rejects malformed approve calldata', () => {
    const txs = [{ to: USDC_BASE, value: '0', data: '0x095ea7b3' }, { to: VAULT, value: '5', data: DEPOSIT_DATA }]
    expect(pathsOf({ ...crossChainCall, txs })).toEqual(['txs.0.data'])
  })

  it('accepts a same-chain, same-currency request when it carries txs (a call, not a no-op)', () => {
    expect(() => validateQuoteRequest({ ...crossChainCall, destinationChainId: 1, destinationCurrency: USDC_MAINNET })).not.toThrow()
  })
})

describe('validateQuoteRequest: slippage and app fees', () => {
  it('accepts slippage from 0 to 10000 basis points', () => {
    expect(validateQuoteRequest({ ...bridge, slippageTolerance: '0' }).slippageTolerance).toBe('0')
    expect(validateQuoteRequest({ ...bridge, slippageTolerance: '10000' }).slippageTolerance).toBe('10000')
  })

  it('rejects slippage above 10000 basis points', () => {
    expect(messageAt({ ...bridge, slippageTolerance: '10001' }, 'slippageTolerance')).toBe('must be an integer string of 0 to 10000 bps; got "10001"')
  })

  it('rejects slippage given as a percentage with decimals', () => {
    expect(messageAt({ ...bridge, slippageTolerance: '0.5' }, 'slippageTolerance')).toBe('must be an integer string of 0 to 10000 bps; got "0.5"')
  })

  it('rejects slippage given as a number', () => {
    expect(messageAt({ ...bridge, slippageTolerance: 50 }, 'slippageTolerance')).toBe('must be an integer string of 0 to 10000 bps; got number 50')
  })

  it('rejects appFees that is not an array', () => {
    expect(pathsOf({ ...bridge, appFees: { recipient: OTHER, fee: '1' } })).toEqual(['appFees'])
  })

  it('rejects an app fee element that is not an object', () => {
    expect(pathsOf({ ...bridge, appFees: ['100'] })).toEqual(['appFees.0'])
  })

  it('rejects an app fee with a bad recipient and a fee above 10000', () => {
    expect(pathsOf({ ...bridge, appFees: [{ recipient: '0x12', fee: '20000' }] })).toEqual(['appFees.0.recipient', 'appFees.0.fee'])
  })

  it('requires recipient and fee in an app fee', () => {
    expect(pathsOf({ ...bridge, appFees: [{}] })).toEqual(['appFees.0.recipient', 'appFees.0.fee'])
  })
})

describe('validateQuoteRequest: gas top-up', () => {
  it('accepts topupGas on an EVM destination with a token currency', () => {
    expect(validateQuoteRequest({ ...bridge, topupGas: true }).topupGas).toBe(true)
  })

  it('rejects topupGasAmount without topupGas', () => {
    expect(messageAt({ ...bridge, topupGasAmount: '2000000' }, 'topupGasAmount')).toBe('requires topupGas: true')
  })

  it('rejects topupGasAmount with topupGas false', () => {
    expect(pathsOf({ ...bridge, topupGas: false, topupGasAmount: '2000000' })).toEqual(['topupGasAmount'])
  })

  it('rejects a topupGasAmount that is not an integer string', () => {
    expect(pathsOf({ ...bridge, topupGas: true, topupGasAmount: '2.5' })).toEqual(['topupGasAmount'])
  })

  it('rejects topupGas for a deposit to the venue chain 1337', () => {
    expect(messageAt({ ...venueDeposit, topupGas: true }, 'topupGas')).toBe(TOPUP_GAS)
  })

  it('rejects topupGas when the destination currency is the native gas currency', () => {
    expect(messageAt({ ...bridge, destinationCurrency: NATIVE_CURRENCY, topupGas: true }, 'topupGas')).toBe(TOPUP_GAS)
  })

  it('rejects topupGas when the destination currency is the symbol eth', () => {
    expect(pathsOf({ ...bridge, destinationCurrency: 'eth', topupGas: true })).toEqual(['topupGas'])
  })

  it('rejects topupGas given as a string', () => {
    expect(messageAt({ ...bridge, topupGas: 'true' }, 'topupGas')).toBe('must be a boolean; got "true"')
  })
})

describe('validateQuoteRequest: venue rules and protocolVersion', () => {
  it('requires recipient for a deposit to the venue', () => {
    const withoutRecipient = { ...venueDeposit, recipient: undefined }
    expect(messageAt(withoutRecipient, 'recipient')).toBe('is required (the venue address) when destinationChainId is 1337')
  })

  it('rejects a venue recipient that is not an address', () => {
    expect(pathsOf({ ...venueDeposit, recipient: 'venue' })).toEqual(['recipient'])
  })

  it('requires protocolVersion v2 for a withdrawal from the venue', () => {
    const withoutVersion = { ...venueWithdrawal, protocolVersion: undefined }
    expect(messageAt(withoutVersion, 'protocolVersion')).toBe('is required ("v2") when originChainId is 1337')
  })

  it('rejects a protocolVersion other than v2', () => {
    expect(pathsOf({ ...venueWithdrawal, protocolVersion: 'v1' })).toEqual(['protocolVersion'])
    expect(pathsOf({ ...bridge, protocolVersion: 2 })).toEqual(['protocolVersion'])
  })

  it('rejects a 20-byte EVM address as origin currency on 1337', () => {
    expect(messageAt({ ...venueWithdrawal, originCurrency: USDC_ARBITRUM }, 'originCurrency')).toBe(`${VENUE_ID}; got "${USDC_ARBITRUM}"`)
  })

  it('rejects the native zero address on 1337', () => {
    expect(messageAt({ ...venueWithdrawal, originCurrency: NATIVE_CURRENCY }, 'originCurrency')).toBe(`${VENUE_ID}; got "${NATIVE_CURRENCY}"`)
  })

  it('rejects the 16-byte perps USDC id on an EVM chain', () => {
    expect(messageAt({ ...bridge, originCurrency: VENUE_PERPS_USDC }, 'originCurrency')).toBe(`${EVM_ID}; got "${VENUE_PERPS_USDC}"`)
  })
})

describe('validateQuoteRequest: currencies and other fields', () => {
  it('rejects a currency that is not a string', () => {
    expect(messageAt({ ...bridge, originCurrency: 1 }, 'originCurrency')).toBe(`${EVM_ID}; got number 1`)
  })

  it('rejects a mixed-case currency address with a bad checksum', () => {
    expect(pathsOf({ ...bridge, destinationCurrency: USDC_BASE.replace('833589fCD', '833589Fcd') })).toEqual(['destinationCurrency'])
  })

  it('rejects an upper-case symbol', () => {
    expect(messageAt({ ...bridge, originCurrency: 'USDC' }, 'originCurrency')).toBe(`${EVM_ID}; got "USDC"`)
  })

  it('skips the currency shape check when its chain id is invalid (one issue, not two)', () => {
    expect(pathsOf({ ...bridge, originChainId: 'x' })).toEqual(['originChainId'])
  })

  it('rejects the same currency on the same chain as a no-op', () => {
    expect(messageAt({ ...bridge, destinationChainId: 1, destinationCurrency: USDC_MAINNET.toLowerCase() }, 'destinationCurrency')).toBe(
      'must differ from originCurrency on the same chain',
    )
  })

  it('accepts another currency on the same chain (a swap)', () => {
    expect(() => validateQuoteRequest({ ...bridge, destinationChainId: 1, destinationCurrency: NATIVE_CURRENCY })).not.toThrow()
  })

  it('rejects useExternalLiquidity given as a string', () => {
    expect(pathsOf({ ...bridge, useExternalLiquidity: 'yes' })).toEqual(['useExternalLiquidity'])
  })

  it('keeps usePermit as a boolean and rejects it given as a string', () => {
    expect(validateQuoteRequest({ ...bridge, usePermit: true }).usePermit).toBe(true)
    expect(validateQuoteRequest({ ...bridge, usePermit: false }).usePermit).toBe(false)
    expect(pathsOf({ ...bridge, usePermit: 'yes' })).toEqual(['usePermit'])
  })

  it('rejects a referrer that is not a string', () => {
    expect(pathsOf({ ...bridge, referrer: 7 })).toEqual(['referrer'])
  })
})

describe('validateQuoteRequest: collects all issues', () => {
  it('reports every problem at once, not only the first', () => {
    const issues = issuesOf({
      user: '0xnope',
      originChainId: '1',
      destinationChainId: VENUE_CHAIN_ID,
      originCurrency: USDC_MAINNET,
      destinationCurrency: '0x1234',
      amount: '1.5',
      tradeType: 'EXACT_INPUT',
      slippageTolerance: '99999',
      topupGasAmount: '1',
      slipageTolerance: '1',
      txs: [{ to: VAULT, value: '1', data: '0x' }, approve(USDC_BASE, VAULT, 1n)],
    })
    // The typo `slipageTolerance` is no issue: it passes through, and the service ignores it.
    expect(issues.map((issue) => issue.path)).toEqual([
      'user',
      'originChainId',
      'destinationCurrency',
      'amount',
      'slippageTolerance',
      'txs.1',
      'tradeType',
      'topupGasAmount',
      'recipient',
    ])
    expect(issues.every((issue) => issue.message.length > 10)).toBe(true)
  })
})
