import type { Address, Hex } from 'viem'
import { expect } from 'vitest'
import { createFerryClient } from '../client/createFerryClient'
import { FerryError } from '../errors/base'
import { UnsafeStepError } from '../errors/execution'
import { executeQuote } from '../execute/executeQuote'
import { preflight } from '../execute/preflight'
import type { FerryWallet } from '../execute/wallet'
import { parseQuoteResponse } from '../parse/quoteResponse'
import type { ProtocolProfile } from '../protocol/profile'
import type { QuoteResponse } from '../types/quote'
import type { QuoteRequestInput } from '../types/request'
import { createFakeService, SERVICE_URL, VENUE_URL } from './fakeService'
import { USER } from './fixtures/quotes'

/** A wallet that records every method asked of it and fails the call: a preflight refusal asks none. */
export function recordingWallet(account: Address = USER) {
  const calls: string[] = []
  const asked = (method: string) => async () => {
    calls.push(method)
    throw new Error(`the wallet was asked: ${method}`)
  }
  const wallet: FerryWallet = {
    account,
    getChainId: asked('getChainId'),
    switchChain: asked('switchChain'),
    sendTransaction: asked('sendTransaction'),
    waitForReceipt: asked('waitForReceipt'),
    signTypedData: asked('signTypedData'),
    call: asked('call'),
    estimateFees: asked('estimateFees'),
    // A wallet that batches: a refused quote is no batch either.
    getCapabilities: asked('getCapabilities'),
    sendCalls: asked('sendCalls'),
    getCallsStatus: asked('getCallsStatus'),
    simulateCalls: asked('simulateCalls'),
  }
  return { wallet, calls }
}

interface RunOptions {
  account?: Address
  request?: QuoteRequestInput
  /** The client's protocol profile. Default the spec's. */
  profile?: ProtocolProfile | undefined
}

/**
 * Executes a quote body with a recording wallet and a recording service; asserts that neither was
 * asked anything and that the run stopped with `UnsafeStepError` naming `field`. Returns the error.
 */
export async function expectRefused(body: unknown, field: string, options: RunOptions = {}): Promise<UnsafeStepError> {
  const error = await expectRefusedWith(body, 'UNSAFE_STEP', options)
  expect(error).toBeInstanceOf(UnsafeStepError)
  expect(error).toMatchObject({ field })
  return error as UnsafeStepError
}

/** As `expectRefused`, for any refusal `code`: asserts nothing was asked of the wallet or the service. */
export async function expectRefusedWith(body: unknown, code: string, { account, request, profile }: RunOptions = {}): Promise<FerryError> {
  const { wallet, calls } = recordingWallet(account)
  const service = createFakeService()
  const client = createFerryClient({ baseUrl: SERVICE_URL, venueApiUrl: VENUE_URL, fetch: service.fetch, profile })
  const error = await executeQuote({ quote: body as QuoteResponse, client, wallet, request }).then(
    () => undefined,
    (reason: unknown) => reason,
  )
  expect(calls).toEqual([])
  expect(service.calls).toEqual([])
  expect(error).toBeInstanceOf(FerryError)
  expect(error).toMatchObject({ code })
  return error as FerryError
}

/** Runs the preflight alone over a quote body that must pass; returns the request id. */
export function expectAccepted(body: unknown, { account = USER, request, profile }: RunOptions = {}): Hex {
  return preflight(parseQuoteResponse(body), { account, request, profile })
}
