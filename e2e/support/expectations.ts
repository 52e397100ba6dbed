import { expect } from '@playwright/test'
import type { Address } from 'viem'
import type { DescribedDevnet } from '../host/hostDevnet'
import type { ChainHoldings } from './chain'
import { startedRequests, type DevnetRequestRecord } from './devnetHttp'

/** What one account did reach the service with, checked to be exactly one request, ended in `status`. */
export async function expectOneRequest(devnet: DescribedDevnet, user: Address, status: string): Promise<DevnetRequestRecord> {
  const started = await startedRequests(devnet, user)
  expect(started, `requests that went anywhere for ${user}`).toHaveLength(1)
  const request = started[0]!
  expect(request.status).toBe(status)
  return request
}

/** A fill delivered what the quote promised: at least its minimum, at most its amount out. */
export function expectDelivered(received: bigint, request: DevnetRequestRecord, what: string): void {
  expect(received, `${what}: at least the quote's minimum ${request.minAmountOut}`).toBeGreaterThanOrEqual(request.minAmountOut)
  expect(received, `${what}: at most the quote's amount out ${request.amountOut}`).toBeLessThanOrEqual(request.amountOut)
}

/** Gas for a few devnet transactions stays far below this (anvil's base fee is tiny). */
export const GAS_ALLOWANCE_WEI = 10n ** 15n

/**
 * One native deposit of `amount` left the account on `origin` (one transaction, the amount and its
 * gas) and the fill arrived once on `destination`: nothing was paid twice.
 */
export function expectOneNativeDeposit({ before, after, request, amount, origin, destination }: {
  before: Map<number, ChainHoldings>
  after: Map<number, ChainHoldings>
  request: DevnetRequestRecord
  amount: bigint
  origin: number
  destination: number
}): void {
  expect(after.get(origin)!.sent - before.get(origin)!.sent, 'transactions sent on the origin chain').toBe(1)
  const spent = before.get(origin)!.native - after.get(origin)!.native
  expect(spent - amount, 'origin ETH: one deposit and its gas').toBeLessThan(GAS_ALLOWANCE_WEI)
  expectDelivered(after.get(destination)!.native - before.get(destination)!.native, request, 'ETH received on the destination, once')
}
