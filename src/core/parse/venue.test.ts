import { describe, expect, it } from 'vitest'
import { MalformedResponseError } from '../errors/response'
import { parseClearinghouseState, parseSpotMeta, parseVenueExchangeResponse } from './venue'

function pathOf(run: () => unknown): string {
  try {
    run()
  } catch (error) {
    expect(error).toBeInstanceOf(MalformedResponseError)
    return (error as MalformedResponseError).path
  }
  throw new Error('expected a MalformedResponseError')
}

const USDC = { name: 'USDC', tokenId: '0x6d1e7cde53ba9467b783cb7c530ce054', index: 0, szDecimals: 8, weiDecimals: 8, isCanonical: true }

describe('parseSpotMeta', () => {
  it('keeps tokens and unknown fields', () => {
    const body = { tokens: [USDC], universe: [{ name: 'PURR/USDC', tokens: [1, 0] }] }
    expect(parseSpotMeta(body)).toEqual(body)
  })

  it('refuses a token without a hex tokenId, naming it', () => {
    expect(pathOf(() => parseSpotMeta({ tokens: [USDC, { name: 'PURR', tokenId: 'purr' }] }))).toBe('tokens.1.tokenId')
  })

  it('refuses a missing token list', () => {
    expect(pathOf(() => parseSpotMeta({ universe: [] }))).toBe('tokens')
  })
})

describe('parseClearinghouseState', () => {
  it('accepts a decimal withdrawable and keeps the rest', () => {
    const body = { withdrawable: '12.5', marginSummary: { accountValue: '12.5' }, assetPositions: [] }
    expect(parseClearinghouseState(body)).toEqual(body)
  })

  it.each([['abc'], ['-1'], [12.5], [undefined]])('refuses withdrawable %s', (withdrawable) => {
    expect(pathOf(() => parseClearinghouseState({ withdrawable }))).toBe('withdrawable')
  })
})

describe('parseVenueExchangeResponse', () => {
  it('keeps status and response', () => {
    const body = { status: 'ok', response: { type: 'default' } }
    expect(parseVenueExchangeResponse(body)).toEqual(body)
  })

  it('refuses a body without status', () => {
    expect(pathOf(() => parseVenueExchangeResponse({ response: 'x' }))).toBe('status')
  })
})
