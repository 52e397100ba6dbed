import { expect } from '@playwright/test'
import type { Address } from 'viem'
import type { DescribedDevnet } from '../host/hostDevnet'
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
