import { describe, expect, it } from 'vitest'
import { UnsupportedStepError } from '../errors/execution'
import { BRIDGE_REQUEST_ID, bridgeQuote, venueWithdrawalQuote, WITHDRAW_REQUEST_ID } from '../test/fixtures/quotes'
import { parseQuoteResponse } from './quoteResponse'

type Body = Record<string, unknown> & { steps: Record<string, unknown>[] }
type Data = Record<string, Record<string, Record<string, unknown>>>
const dataOf = (body: Body, step: number): Data => (body.steps[step]!.items as { data: Data }[])[0]!.data
const withdrawal = () => venueWithdrawalQuote() as unknown as Body

function withBridgeTx(change: (data: Record<string, unknown>) => void): Body {
  const body = bridgeQuote() as unknown as Body
  change(dataOf(body, 0) as Record<string, unknown>)
  return body
}

describe('parseQuoteResponse: work Ferry cannot do is UNSUPPORTED_STEP, named, before anything else', () => {
  function unsupported(body: unknown): UnsupportedStepError {
    try {
      parseQuoteResponse(body)
    } catch (error) {
      expect(error).toBeInstanceOf(UnsupportedStepError)
      return error as UnsupportedStepError
    }
    throw new Error('expected UnsupportedStepError')
  }
  const txData = (data: Record<string, unknown>) => withBridgeTx((tx) => {
    for (const key of Object.keys(tx)) delete tx[key]
    Object.assign(tx, data)
  })

  it.each([
    ['Solana instructions', { instructions: [{ keys: [], programId: 'ComputeBudget111111111111111111111111111111', data: '03' }], addressLookupTableAddresses: [] }, 'svm', 'instructions'],
    ['a Bitcoin PSBT', { psbt: '70736274ff0100fdb401' }, 'bvm', 'psbt'],
    ['a Tron call', { parameter: { owner_address: 'T', contract_address: 'T', data: '00' } }, 'tvm', 'parameter'],
    ['TON messages', { messages: [{ to: 'EQ', value: '1' }] }, 'tonvm', 'messages'],
  ])('refuses %s, naming the VM', (_, data, vm, field) => {
    const error = unsupported(txData(data))
    expect(error).toMatchObject({ code: 'UNSUPPORTED_STEP', kind: 'vm', unsupported: vm, field: `steps.0.items.0.data.${field}`, requestId: BRIDGE_REQUEST_ID, stepId: 'deposit' })
    expect(error.shortMessage).toContain(`a ${vm} transaction`)
  })

  it('keeps an EVM transaction that also carries such a key', () => {
    expect(() => parseQuoteResponse(withBridgeTx((tx) => (tx.messages = [])))).not.toThrow()
  })

  it('refuses an EIP-191 signature and a permit, naming the kind', () => {
    const eip191 = withdrawal()
    ;(dataOf(eip191, 0).sign as Record<string, unknown>).signatureKind = 'eip191'
    expect(unsupported(eip191)).toMatchObject({ kind: 'signature', unsupported: 'eip191', field: 'steps.0.items.0.data.sign.signatureKind', requestId: WITHDRAW_REQUEST_ID, stepId: 'authorize' })
    const permit = withdrawal()
    dataOf(permit, 0).post!.body = { kind: 'permit2', requestId: WITHDRAW_REQUEST_ID, api: 'user-swap' }
    expect(unsupported(permit)).toMatchObject({ kind: 'signature', unsupported: 'permit2', field: 'steps.0.items.0.data.post.body.kind' })
  })

  it('refuses a venue action other than sendAsset, naming it', () => {
    const body = withdrawal()
    ;(dataOf(body, 1).action as Record<string, unknown>).type = 'transfer'
    expect(unsupported(body)).toMatchObject({ kind: 'action', unsupported: 'transfer', field: 'steps.1.items.0.data.action.type' })
  })
})
