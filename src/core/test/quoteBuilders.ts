import type { Address, Hex } from 'viem'
import { NATIVE_CURRENCY, VENUE_CHAIN_ID, VENUE_PERPS_USDC } from '../constants'
import type { QuoteResponse, Step } from '../types/quote'

export const REQUEST_ID: Hex = `0x${'5e'.repeat(32)}`
export const DEPOSITORY: Address = '0x00000000000000000000000000000000000d3e05'
export const USDC: Address = '0x000000000000000000000000000000000000c0dc'

const currency = (chainId: number, address: string, symbol: string, decimals: number) => ({
  chainId,
  address,
  symbol,
  name: symbol,
  decimals,
})

function depositItem({ from, chainId, value, to = DEPOSITORY, data = '0x' }: { from: Address; chainId: number; value: bigint; to?: Address; data?: Hex }) {
  return {
    status: 'incomplete',
    data: { from, to, data, value: value.toString(), chainId, maxFeePerGas: '2000000000', gas: '90000' },
    check: { endpoint: `/intents/status?requestId=${REQUEST_ID}`, method: 'GET' },
  }
}

/** A native bridge from `originChainId`: one deposit step with one transaction item. */
export function bridgeQuote({ user, originChainId, destinationChainId }: { user: Address; originChainId: number; destinationChainId: number }): QuoteResponse {
  return {
    steps: [
      {
        id: 'deposit',
        action: 'Confirm transaction in your wallet',
        description: 'Depositing funds to the relayer to execute the swap',
        kind: 'transaction',
        requestId: REQUEST_ID,
        items: [depositItem({ from: user, chainId: originChainId, value: 10n ** 16n })],
      },
    ],
    fees: { gas: { amount: '21000', currency: currency(destinationChainId, NATIVE_CURRENCY, 'ETH', 18), amountUsd: '0.05' }, relayer: { amount: '1000', currency: NATIVE_CURRENCY } },
    details: {
      operation: 'bridge',
      timeEstimate: 12,
      currencyIn: { currency: currency(originChainId, NATIVE_CURRENCY, 'ETH', 18), amount: (10n ** 16n).toString() },
      currencyOut: { currency: currency(destinationChainId, NATIVE_CURRENCY, 'ETH', 18), amount: (10n ** 16n - 22000n).toString() },
    },
  }
}

/** A USDC bridge: an empty step (nothing to approve), an approve step, then the deposit. */
export function erc20QuoteWithEmptyStep({ user, originChainId, destinationChainId }: { user: Address; originChainId: number; destinationChainId: number }): QuoteResponse {
  const base = bridgeQuote({ user, originChainId, destinationChainId })
  const approveData: Hex = `0x095ea7b3${DEPOSITORY.slice(2).padStart(64, '0')}${(5_000_000n).toString(16).padStart(64, '0')}`
  const emptyStep: Step = { id: 'noop', action: '', description: '', kind: 'transaction', requestId: REQUEST_ID, items: [] }
  const approve: Step = {
    id: 'approve',
    action: 'Approve USDC',
    description: 'Allow the depository to take the USDC',
    kind: 'transaction',
    requestId: REQUEST_ID,
    items: [{ status: 'incomplete', data: { from: user, to: USDC, data: approveData, value: '0', chainId: originChainId } }],
  }
  const deposit: Step = {
    ...(base.steps[0] as Step),
    items: [depositItem({ from: user, chainId: originChainId, value: 0n, data: '0xdeadbeef' })],
  }
  return { ...base, steps: [emptyStep, approve, deposit] }
}

/** A withdrawal from the venue: the authorize signature, then the venue `sendAsset` item. */
export function venueWithdrawalQuote({ user, signingChainId, nonce = 1_731_000_000_123 }: { user: Address; signingChainId: number; nonce?: number }): QuoteResponse {
  return {
    steps: [
      {
        id: 'authorize',
        action: 'Sign authorization',
        description: 'Authorize the withdrawal',
        kind: 'signature',
        requestId: REQUEST_ID,
        items: [
          {
            status: 'incomplete',
            data: {
              sign: {
                signatureKind: 'eip712',
                domain: { name: 'ServiceNonceMapping', version: '1', chainId: signingChainId, verifyingContract: NATIVE_CURRENCY },
                types: {
                  NonceMapping: [
                    { name: 'chainId', type: 'string' },
                    { name: 'wallet', type: 'address' },
                    { name: 'id', type: 'bytes32' },
                    { name: 'nonce', type: 'uint256' },
                  ],
                },
                value: { chainId: 'mainnet', wallet: user, id: REQUEST_ID, nonce },
                primaryType: 'NonceMapping',
              },
              post: {
                endpoint: '/authorize',
                method: 'POST',
                body: { type: 'nonce-mapping', walletChainId: VENUE_CHAIN_ID, wallet: user, nonce, id: REQUEST_ID, signatureChainId: signingChainId },
              },
            },
          },
        ],
      },
      {
        id: 'deposit',
        action: 'Confirm transaction in your wallet',
        description: 'Send the USDC to the solver on the venue',
        kind: 'transaction',
        requestId: REQUEST_ID,
        items: [
          {
            status: 'incomplete',
            data: {
              action: {
                type: 'sendAsset',
                parameters: {
                  venueChain: 'Mainnet',
                  destination: '0x00000000000000000000000000000000005017e5',
                  sourceDex: '',
                  destinationDex: 'spot',
                  token: 'USDC:0x6d1e7cde53ba9467b783cb7c530ce054',
                  amount: '12.500000',
                  fromSubAccount: '',
                  nonce,
                },
              },
              nonce,
              eip712Types: {
                'VenueTransaction:SendAsset': [
                  { name: 'venueChain', type: 'string' },
                  { name: 'destination', type: 'string' },
                  { name: 'sourceDex', type: 'string' },
                  { name: 'destinationDex', type: 'string' },
                  { name: 'token', type: 'string' },
                  { name: 'amount', type: 'string' },
                  { name: 'fromSubAccount', type: 'string' },
                  { name: 'nonce', type: 'uint64' },
                ],
              },
              eip712PrimaryType: 'VenueTransaction:SendAsset',
            },
            check: { endpoint: `/intents/status?requestId=${REQUEST_ID}`, method: 'GET' },
          },
        ],
      },
    ],
    fees: { gas: { amount: '0', currency: VENUE_PERPS_USDC }, relayer: { amount: '10000', currency: VENUE_PERPS_USDC } },
    details: {
      operation: 'bridge',
      timeEstimate: 5,
      currencyIn: { currency: currency(VENUE_CHAIN_ID, VENUE_PERPS_USDC, 'USDC', 6), amount: '12500000' },
      currencyOut: { currency: currency(signingChainId, NATIVE_CURRENCY, 'ETH', 18), amount: '4000000000000000' },
    },
  }
}
