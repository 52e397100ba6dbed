import { describe, expect, it } from 'vitest'
import type { RouteSide } from '../display/side'
import type { FeeFigure } from './figures'
import { priceImpactBps, totalFeesUsd } from './summaryFigures'

const fee = (kind: FeeFigure['kind'], amount: bigint, usd?: string): FeeFigure => ({ kind, amount, symbol: 'ETH', decimals: 18, inSendCurrency: true, ...(usd ? { usd } : {}) })
const side = (usd?: string): RouteSide => ({ amount: 1n, decimals: 18, symbol: 'ETH', chainId: 1, address: '0x0', ...(usd ? { usd } : {}) })

describe('totalFeesUsd', () => {
  it('adds the fees in exact decimals; a rebate counts against the total', () => {
    expect(totalFeesUsd([fee('gas', 42n, '0.14'), fee('relayer', 31n, '0.10')])).toBe('0.24')
    expect(totalFeesUsd([fee('gas', 42n, '0.14'), fee('app', -5n, '-0.04')])).toBe('0.1')
    expect(totalFeesUsd([fee('gas', 42n, '0.000001'), fee('relayer', 31n, '0.1000004')])).toBe('0.100001')
  })

  it('is unknown when a non-zero fee has no USD value, rather than a total that leaves it out; a zero fee needs none', () => {
    expect(totalFeesUsd([fee('gas', 42n, '0.14'), fee('relayer', 31n)])).toBeUndefined()
    expect(totalFeesUsd([fee('gas', 42n, '0.14'), fee('relayer', 0n)])).toBe('0.14')
    expect(totalFeesUsd([])).toBeUndefined()
  })
})

describe('priceImpactBps', () => {
  it('what arrives against what is sent, in USD, in basis points (negative: less arrives)', () => {
    expect(priceImpactBps(side('33.12'), side('32.97'))).toBe(-45n)
    expect(priceImpactBps(side('100'), side('101'))).toBe(100n)
  })

  it('is unknown without both USD values or with nothing sent', () => {
    expect(priceImpactBps(side(), side('1'))).toBeUndefined()
    expect(priceImpactBps(side('1'), side())).toBeUndefined()
    expect(priceImpactBps(side('0'), side('1'))).toBeUndefined()
    expect(priceImpactBps(undefined, side('1'))).toBeUndefined()
  })
})
