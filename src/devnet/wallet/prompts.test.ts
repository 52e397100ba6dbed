import { UserRejectedRequestError } from 'viem'
import { describe, expect, it } from 'vitest'
import { createPromptDesk, type PromptRequest } from './prompts'

const sign: PromptRequest = { method: 'personal_sign', params: ['0x68656c6c6f', '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'] }
const send: PromptRequest = { method: 'eth_sendTransaction', params: [{ to: '0x0000000000000000000000000000000000000001' }] }
const outcome = (promise: Promise<void>) => promise.then(() => 'approved' as const, (error: unknown) => error)

describe('prompt policies', () => {
  it('approves by default, and records each prompt with its chain', async () => {
    const desk = createPromptDesk()
    await expect(desk.ask(sign, 31337)).resolves.toBeUndefined()
    expect(desk.prompts).toMatchObject([{ method: 'personal_sign', chainId: 31337, status: 'approved' }])
  })

  it('rejects with the EIP-1193 user rejection (4001)', async () => {
    const desk = createPromptDesk()
    desk.setPolicy('reject')
    const error = await outcome(desk.ask(send, 1))
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(error).toMatchObject({ code: 4001 })
    expect(desk.prompts[0]!.status).toBe('rejected')
  })

  it('answers queued policies first, one prompt each, then the standing policy', async () => {
    const desk = createPromptDesk()
    desk.setPolicy('reject')
    desk.queuePolicies('approve', 'approve')
    const answers = [await outcome(desk.ask(sign, 1)), await outcome(desk.ask(sign, 1)), await outcome(desk.ask(sign, 1))]
    expect(answers.map((answer) => (answer === 'approved' ? answer : 'rejected'))).toEqual(['approved', 'approved', 'rejected'])
  })

  it('picks per prompt with a policy function', async () => {
    const desk = createPromptDesk()
    desk.setPolicy((prompt) => (prompt.method === 'eth_sendTransaction' ? 'reject' : 'approve'))
    expect(await outcome(desk.ask(sign, 1))).toBe('approved')
    expect(await outcome(desk.ask(send, 1))).toBeInstanceOf(UserRejectedRequestError)
  })
})

describe('held prompts', () => {
  it('stay open until the test answers; nextPrompt hands them out oldest first, before or after they open', async () => {
    const desk = createPromptDesk()
    desk.setPolicy('hold')
    const waiting = desk.nextPrompt()
    const first = outcome(desk.ask(sign, 1))
    const second = outcome(desk.ask(send, 2))
    const a = await waiting
    const b = await desk.nextPrompt()
    expect([a.method, b.method, b.chainId]).toEqual(['personal_sign', 'eth_sendTransaction', 2])
    expect(desk.prompts.map((prompt) => prompt.status)).toEqual(['open', 'open'])

    b.reject()
    a.approve()
    expect(await first).toBe('approved')
    expect(await second).toBeInstanceOf(UserRejectedRequestError)
  })

  it('are answered once: a second answer throws WALLET_PROMPT_SETTLED', async () => {
    const desk = createPromptDesk()
    desk.queuePolicies('hold')
    const answered = desk.ask(sign, 1)
    const prompt = await desk.nextPrompt()
    prompt.approve()
    await answered
    expect(() => prompt.reject()).toThrow(expect.objectContaining({ name: 'DevnetError', code: 'WALLET_PROMPT_SETTLED' }))
  })
})
