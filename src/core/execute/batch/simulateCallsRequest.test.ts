import { describe, expect, it } from 'vitest'
import { simulateCallsRequest, type RequestFn } from './simulateCallsRequest'

const FROM = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const calls = [
  { to: '0x5FbDB2315678afecb367f032d93F642f64180aa3', data: '0x095ea7b3', value: 0n },
  { to: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512', data: '0x12345678', value: 10n },
] as const

describe('simulateCallsRequest: a batch as one block of eth_simulateV1', () => {
  it('asks for one block with both calls from the account, values in hex, without validation', async () => {
    const asked: unknown[] = []
    const request: RequestFn = async (args) => (asked.push(args), [{ calls: [{ status: '0x1' }, { status: '0x1' }] }])
    await expect(simulateCallsRequest(request, { from: FROM, calls: [...calls] })).resolves.toEqual([{ status: 'success' }, { status: 'success' }])
    expect(asked).toEqual([
      {
        method: 'eth_simulateV1',
        params: [
          {
            blockStateCalls: [{ calls: [{ from: FROM, to: calls[0].to, data: '0x095ea7b3', value: '0x0' }, { from: FROM, to: calls[1].to, data: '0x12345678', value: '0xa' }] }],
            validation: false,
          },
          'latest',
        ],
      },
    ])
  })

  it('reads a failed call as a revert with its data, as geth (code 3, data) and anvil (-3200, returnData) write it', async () => {
    const geth: RequestFn = async () => [{ calls: [{ status: '0x1' }, { status: '0x0', returnData: '0x', error: { code: 3, message: 'execution reverted', data: '0x08c379a0' } }] }]
    await expect(simulateCallsRequest(geth, { from: FROM, calls: [...calls] })).resolves.toEqual([
      { status: 'success' },
      { status: 'failure', error: { code: 3, message: 'execution reverted', data: '0x08c379a0', nodeCode: 3 } },
    ])
    const anvil: RequestFn = async () => [{ calls: [{ status: '0x0', returnData: '0xfb8f41b2', error: { code: -3200, message: 'execution failed' } }, { status: '0x1' }] }]
    await expect(simulateCallsRequest(anvil, { from: FROM, calls: [...calls] })).resolves.toEqual([
      { status: 'failure', error: { code: 3, message: 'execution failed', data: '0xfb8f41b2', nodeCode: -3200 } },
      { status: 'success' },
    ])
  })

  it('rejects an answer that is not one result per call', async () => {
    const request: RequestFn = async () => [{ calls: [{ status: '0x1' }] }]
    await expect(simulateCallsRequest(request, { from: FROM, calls: [...calls] })).rejects.toMatchObject({ code: 'MALFORMED_RESPONSE' })
  })
})
