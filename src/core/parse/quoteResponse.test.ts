import { describe, expect, it } from 'vitest'
import { MalformedResponseError } from '../errors/response'
import {
  BRIDGE_REQUEST_ID,
  bridgeQuote,
  DEPOSITORY,
  venueWithdrawalQuote,
  WITHDRAW_NONCE,
} from '../test/fixtures/quotes'
import type { CurrencyInfo, TransactionData } from '../types/quote'
import { getItemKind, isSignatureItem, isTransactionItem, isVenueDepositItem } from './items'
import { parseQuoteResponse } from './quoteResponse'

/** Parses `body` expecting a refusal; returns the error so tests can check its path. */
function refusal(body: unknown): MalformedResponseError {
  try {
    parseQuoteResponse(body)
  } catch (error) {
    expect(error).toBeInstanceOf(MalformedResponseError)
    return error as MalformedResponseError
  }
  throw new Error('expected parseQuoteResponse to throw')
}

type Body = Record<string, unknown> & { steps: Record<string, unknown>[] }

function withBridgeTx(change: (data: Record<string, unknown>) => void): Body {
  const body = bridgeQuote() as unknown as Body
  change((body.steps[0]!.items as { data: Record<string, unknown> }[])[0]!.data)
  return body
}

function withdrawal(): Body {
  return venueWithdrawalQuote() as unknown as Body
}

function itemData(body: Body, step: number): Record<string, Record<string, Record<string, unknown>>> {
  return (body.steps[step]!.items as { data: Record<string, Record<string, Record<string, unknown>>> }[])[0]!.data
}

describe('parseQuoteResponse: valid quotes', () => {
  it('parses a bridge quote into one transaction item with decimal amounts', () => {
    const quote = parseQuoteResponse(bridgeQuote())
    const step = quote.steps[0]!
    const item = step.items[0]!
    expect(step).toMatchObject({ id: 'deposit', kind: 'transaction', requestId: BRIDGE_REQUEST_ID })
    expect(getItemKind(step, item)).toBe('transaction')
    expect(isTransactionItem(step, item)).toBe(true)
    expect(item.data).toMatchObject({ to: DEPOSITORY, chainId: 8453, value: '10000000000000000' })
    // The fixture sends gas as a hex quantity: normalized so BigInt() of a decimal string always works.
    expect((item.data as TransactionData).gas).toBe('100000')
    expect(item.check).toEqual({ endpoint: `/intents/status?requestId=${BRIDGE_REQUEST_ID}`, method: 'GET' })
  })

  it('keeps fields it does not know, at every level', () => {
    const quote = parseQuoteResponse(bridgeQuote())
    expect(quote.steps[0]!.depositAddress).toBe('')
    expect(quote.fees).toMatchObject({ relayerGas: { amount: '11000000000000' } })
    expect(quote.details).toMatchObject({ rate: '3298' })
    expect(quote.details.currencyOut?.currency).toHaveProperty('metadata', { logoURI: 'https://example.invalid/usdc.png', verified: true })
    expect(quote.fees.gas?.amountUsd).toBe('0.14')
  })

  it('parses a venue withdrawal into an authorize signature then a venue deposit', () => {
    const quote = parseQuoteResponse(venueWithdrawalQuote())
    const [authorize, deposit] = quote.steps
    const signatureItem = authorize!.items[0]!
    const depositItem = deposit!.items[0]!
    expect(getItemKind(authorize!, signatureItem)).toBe('signature')
    expect(getItemKind(deposit!, depositItem)).toBe('venue-deposit')
    expect(isSignatureItem(authorize!, signatureItem) && signatureItem.data.post.body.nonce).toBe(WITHDRAW_NONCE)
    expect(isVenueDepositItem(deposit!, depositItem) && depositItem.data.action.parameters.amount).toBe('25.000000')
    expect(isTransactionItem(deposit!, depositItem)).toBe(false)
  })

  it('does not mutate the body, and shares no object with it', () => {
    const body = bridgeQuote()
    const snapshot = structuredClone(body)
    const quote = parseQuoteResponse(body)
    expect(body).toEqual(snapshot)
    ;(quote.details.currencyOut!.currency as CurrencyInfo & { metadata: { verified: boolean } }).metadata.verified = false
    expect(body.details.currencyOut.currency.metadata.verified).toBe(true)
  })

  it('allows an empty step and fills display defaults', () => {
    const body = bridgeQuote() as unknown as Body
    body.steps[0]!.items = []
    delete body.steps[0]!.action
    delete body.steps[0]!.description
    delete (body as Record<string, unknown>).fees
    delete (body as Record<string, unknown>).details
    const quote = parseQuoteResponse(body)
    expect(quote.steps[0]).toMatchObject({ items: [], action: '', description: '' })
    expect(quote.fees).toEqual({})
    expect(quote.details).toEqual({})
  })

  it('reads a missing item status as incomplete and a missing check as none', () => {
    const body = bridgeQuote() as unknown as Body
    const item = (body.steps[0]!.items as Record<string, unknown>[])[0]!
    delete item.status
    delete item.check
    const parsed = parseQuoteResponse(body).steps[0]!.items[0]!
    expect(parsed.status).toBe('incomplete')
    expect('check' in parsed).toBe(false)
  })

  it('converts a hex value and a numeric-string chain id, and drops null gas fields', () => {
    const body = withBridgeTx((data) => {
      data.value = '0x2386f26fc10000'
      data.chainId = '8453'
      data.maxFeePerGas = null
    })
    const data = parseQuoteResponse(body).steps[0]!.items[0]!.data as TransactionData
    expect(data.value).toBe('10000000000000000')
    expect(data.chainId).toBe(8453)
    expect('maxFeePerGas' in data).toBe(false)
  })

  it('fills an absent signatureChainId with the signing domain chain (the spec default)', () => {
    const body = withdrawal()
    delete itemData(body, 0).post!.body!.signatureChainId
    const item = parseQuoteResponse(body).steps[0]!.items[0]!
    expect(isSignatureItem({ kind: 'signature' }, item) && item.data.post.body.signatureChainId).toBe(42161)
  })
})

describe('parseQuoteResponse: refusals name the field', () => {
  it.each<[string, () => unknown, string]>([
    ['a body that is not an object', () => 'nope', ''],
    ['missing steps', () => ({ fees: {}, details: {} }), 'steps'],
    ['steps not an array', () => ({ steps: {} }), 'steps'],
    ['a step kind it cannot execute', () => {
      const body = bridgeQuote() as unknown as Body
      body.steps[0]!.kind = 'permit'
      return body
    }, 'steps.0.kind'],
    ['a request id that is not 32 bytes', () => {
      const body = bridgeQuote() as unknown as Body
      body.steps[0]!.requestId = '0x1234'
      return body
    }, 'steps.0.requestId'],
    ['an item without data', () => {
      const body = bridgeQuote() as unknown as Body
      delete (body.steps[0]!.items as Record<string, unknown>[])[0]!.data
      return body
    }, 'steps.0.items.0.data'],
    ['a bad transaction address', () => withBridgeTx((data) => (data.to = '0x1234')), 'steps.0.items.0.data.to'],
    ['a bad checksum', () => withBridgeTx((data) => (data.from = '0xcb61aD33D3763aEd2BC16C0F57Ff251aC638D3D0')), 'steps.0.items.0.data.from'],
    ['odd-length call data', () => withBridgeTx((data) => (data.data = '0xabc')), 'steps.0.items.0.data.data'],
    ['a fractional value', () => withBridgeTx((data) => (data.value = '1.5')), 'steps.0.items.0.data.value'],
    ['a negative value', () => withBridgeTx((data) => (data.value = '-1')), 'steps.0.items.0.data.value'],
    ['chain id zero', () => withBridgeTx((data) => (data.chainId = 0)), 'steps.0.items.0.data.chainId'],
    ['a missing chain id', () => withBridgeTx((data) => delete data.chainId), 'steps.0.items.0.data.chainId'],
    ['a bad gas field', () => withBridgeTx((data) => (data.gas = 'lots')), 'steps.0.items.0.data.gas'],
    ['a check endpoint on another origin', () => {
      const body = bridgeQuote() as unknown as Body
      ;(body.steps[0]!.items as { check: { endpoint: string } }[])[0]!.check.endpoint = 'https://evil.example/x'
      return body
    }, 'steps.0.items.0.check.endpoint'],
    ['a protocol-relative check endpoint', () => {
      const body = bridgeQuote() as unknown as Body
      ;(body.steps[0]!.items as { check: { endpoint: string } }[])[0]!.check.endpoint = '//evil.example/x'
      return body
    }, 'steps.0.items.0.check.endpoint'],
    ['a fee amount that is not an integer', () => {
      const body = bridgeQuote()
      body.fees.gas.amount = '0.000042'
      return body
    }, 'fees.gas.amount'],
    ['a currency without decimals', () => {
      const body = bridgeQuote() as unknown as { details: { currencyIn: { currency: Record<string, unknown> } } }
      delete body.details.currencyIn.currency.decimals
      return body
    }, 'details.currencyIn.currency.decimals'],
  ])('refuses %s', (_name, makeBody, path) => {
    expect(refusal(makeBody()).path).toBe(path)
  })

  it.each<[string, (body: Body) => void, string]>([
    ['an unsafe venue nonce', (body) => {
      itemData(body, 1).action!.parameters = { ...itemData(body, 1).action!.parameters, nonce: 2 ** 53 }
    }, 'steps.1.items.0.data.action.parameters.nonce'],
    ['an unsafe authorize nonce', (body) => (itemData(body, 0).post!.body!.nonce = 2 ** 64), 'steps.0.items.0.data.post.body.nonce'],
    ['a deposit nonce that differs from the action nonce', (body) => {
      ;(itemData(body, 1) as unknown as { nonce: number }).nonce = WITHDRAW_NONCE + 1
    }, 'steps.1.items.0.data.nonce'],
    ['a bad venue destination', (body) => {
      itemData(body, 1).action!.parameters = { ...itemData(body, 1).action!.parameters, destination: 'solver' }
    }, 'steps.1.items.0.data.action.parameters.destination'],
    ['an absent sourceDex (signed as given)', (body) => {
      const { sourceDex: _dropped, ...rest } = itemData(body, 1).action!.parameters as Record<string, unknown>
      itemData(body, 1).action!.parameters = rest
    }, 'steps.1.items.0.data.action.parameters.sourceDex'],
    ['a primary type missing from the types', (body) => {
      ;(itemData(body, 1) as unknown as { eip712PrimaryType: string }).eip712PrimaryType = 'Other'
    }, 'steps.1.items.0.data.eip712PrimaryType'],
    ['a malformed type field', (body) => {
      itemData(body, 0).sign!.types = { NonceMapping: [{ name: 'chainId' }] }
    }, 'steps.0.items.0.data.sign.types.NonceMapping.0.type'],
    ['a domain without verifying contract', (body) => {
      itemData(body, 0).sign!.domain = { name: 'ServiceNonceMapping', version: '1', chainId: 1 }
    }, 'steps.0.items.0.data.sign.domain.verifyingContract'],
    ['a post endpoint that is a full URL', (body) => ((itemData(body, 0).post as Record<string, unknown>).endpoint = 'https://evil.example/authorize'), 'steps.0.items.0.data.post.endpoint'],
    ['an authorize id that is not bytes32', (body) => (itemData(body, 0).post!.body!.id = '0x00'), 'steps.0.items.0.data.post.body.id'],
    ['a signature item without sign', (body) => delete itemData(body, 0).sign, 'steps.0.items.0.data.sign'],
  ])('refuses %s', (_name, change, path) => {
    const body = withdrawal()
    change(body)
    const error = refusal(body)
    expect(error.path).toBe(path)
    expect(error.code).toBe('MALFORMED_RESPONSE')
    expect(error.message).toContain(path)
  })

  it('says why in the message', () => {
    const error = refusal(withBridgeTx((data) => (data.to = '0x1234')))
    expect(error.resource).toBe('quote response')
    expect(error.shortMessage).toBe('Malformed quote response: steps.0.items.0.data.to must be a 20-byte address, got "0x1234"')
  })
})

describe('parseQuoteResponse: shapes the service publishes', () => {
  it('reads a fee below zero as a rebate, kept signed', () => {
    const body = bridgeQuote()
    body.fees.relayer.amount = '-4989478842712964'
    expect(parseQuoteResponse(body).fees.relayer?.amount).toBe('-4989478842712964')
    body.details.currencyIn.amount = '-1'
    expect(refusal(body).path).toBe('details.currencyIn.amount')
  })

  it('reads gas fields sent as JSON numbers exactly, and refuses a number above 2^53 whose value JSON already changed', () => {
    const data = parseQuoteResponse(withBridgeTx((tx) => Object.assign(tx, { gas: 21064, maxFeePerGas: 18044119466 }))).steps[0]!.items[0]!.data as TransactionData
    expect([data.gas, data.maxFeePerGas]).toEqual(['21064', '18044119466'])
    const error = refusal(withBridgeTx((tx) => (tx.maxFeePerGas = 2 ** 53 + 2)))
    expect(error.path).toBe('steps.0.items.0.data.maxFeePerGas')
    expect(error.message).toMatch(/safe integer/)
    expect(refusal(withBridgeTx((tx) => (tx.gas = 1.5))).path).toBe('steps.0.items.0.data.gas')
  })

  it('reads a transaction item without from (the connected account sends it)', () => {
    const data = parseQuoteResponse(withBridgeTx((tx) => delete tx.from)).steps[0]!.items[0]!.data
    expect(data).not.toHaveProperty('from')
  })
})

describe('parseQuoteResponse: the older fee shape', () => {
  it('reads a bare fee string beside its currency id as { amount, currency }, a rebate included, and keeps the rest', () => {
    const body = { ...bridgeQuote(), fees: { gas: '384398515652800', gasCurrency: 'eth', relayer: '-4989478842712964', relayerGas: '521157287036', relayerCurrency: 'eth' } }
    const { fees } = parseQuoteResponse(body)
    expect(fees.gas).toEqual({ amount: '384398515652800', currency: 'eth' })
    expect(fees.relayer).toEqual({ amount: '-4989478842712964', currency: 'eth' })
    expect(fees).toMatchObject({ relayerGas: '521157287036' })
    expect(refusal({ ...body, fees: { gas: '0.01', gasCurrency: 'eth' } }).path).toBe('fees.gas.amount')
  })
})

describe('parseQuoteResponse: a step without requestId', () => {
  const withoutRequestId = (change: (body: Body) => void = () => undefined) => {
    const body = bridgeQuote() as unknown as Body
    delete body.steps[0]!.requestId
    change(body)
    return body
  }

  it('takes the one its items\' check endpoints name, as published steps leave it there', () => {
    expect(parseQuoteResponse(withoutRequestId()).steps[0]!.requestId).toBe(BRIDGE_REQUEST_ID)
  })

  it('is refused when no check names one, or when checks name two', () => {
    expect(refusal(withoutRequestId((body) => delete (body.steps[0]!.items as Record<string, unknown>[])[0]!.check)).path).toBe('steps.0.requestId')
    const two = withoutRequestId((body) => {
      const [item] = body.steps[0]!.items as { check: { endpoint: string } }[]
      ;(body.steps[0]!.items as unknown[]).push({ ...item!, check: { endpoint: `/intents/status?requestId=0x${'11'.repeat(32)}`, method: 'GET' } })
    })
    expect(refusal(two).path).toBe('steps.0.requestId')
    expect(refusal(withoutRequestId((body) => ((body.steps[0]!.items as { check: { endpoint: string } }[])[0]!.check.endpoint = '/intents/status?requestId=0xabc'))).path).toBe('steps.0.requestId')
  })
})

describe('parseQuoteResponse: the logos of its currencies', () => {
  const hostile = 'javascript:alert(document.domain)//'
  const logo = 'https://assets.example/eth.png'
  /** The bridge quote with `url` as the logo of every currency object it carries. */
  function withLogos(url: string) {
    const body = bridgeQuote() as unknown as { fees: Record<string, { currency: Record<string, unknown> }>; details: Record<string, { currency: Record<string, unknown> }> }
    const dress = (currency: Record<string, unknown>) => ({ ...currency, logoURI: url, metadata: { logoURI: url, verified: true } })
    for (const fee of Object.values(body.fees)) fee.currency = dress(fee.currency)
    body.details.refundCurrency = { ...body.details.currencyIn!, currency: dress(body.details.currencyIn!.currency) }
    for (const side of ['currencyIn', 'currencyOut', 'refundCurrency']) body.details[side]!.currency = dress(body.details[side]!.currency)
    return body
  }
  const currencies = (quote: ReturnType<typeof parseQuoteResponse>) => {
    const details = quote.details as Record<string, { currency: Record<string, unknown> }>
    return [...Object.values(quote.fees as Record<string, { currency: Record<string, unknown> }>), details.currencyIn!, details.currencyOut!, details.refundCurrency!].map((amount) => amount.currency)
  }

  it('drops a logo that could not be an image (details.currencyIn, currencyOut, refundCurrency, every fee), keeping the currency and its amount', () => {
    const quote = parseQuoteResponse(withLogos(hostile))
    expect(currencies(quote)).toHaveLength(7)
    for (const currency of currencies(quote)) {
      expect(currency).not.toHaveProperty('logoURI')
      expect(currency.metadata).toEqual({ verified: true })
      expect(currency.symbol).toEqual(expect.any(String))
    }
    expect(quote.details.currencyIn?.amount).toBe('10000000000000000')
  })

  it('keeps an https logo', () => {
    for (const currency of currencies(parseQuoteResponse(withLogos(logo)))) expect(currency).toMatchObject({ logoURI: logo, metadata: { logoURI: logo } })
  })
})

