// A tour of the core without a service: request rules, typed errors, and the venue
// withdrawal's two signatures made with a local key and verified. Runs on the built package.
import { privateKeyToAccount } from 'viem/accounts'
import { recoverTypedDataAddress, serializeSignature } from 'viem'
import {
  NATIVE_CURRENCY,
  QuoteRequestError,
  VENUE_CHAIN_ID,
  VENUE_PERPS_USDC,
  buildNonceMappingTypedData,
  buildVenueSendAssetTypedData,
  splitSignature,
  validateQuoteRequest,
} from 'ferry-kit'

// Anvil's first dev key: public knowledge, for local examples only.
const account = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')

const bridge = validateQuoteRequest({
  user: account.address.toLowerCase(),
  originChainId: 31337,
  destinationChainId: 999,
  originCurrency: NATIVE_CURRENCY,
  destinationCurrency: NATIVE_CURRENCY,
  amount: '10000000000000000',
  tradeType: 'EXACT_INPUT',
  slippageTolerance: '50',
})
console.log('A valid bridge request, normalized:\n', bridge)

try {
  validateQuoteRequest({ ...bridge, originChainId: VENUE_CHAIN_ID, originCurrency: VENUE_PERPS_USDC, amount: '12.5' })
} catch (error) {
  if (!(error instanceof QuoteRequestError)) throw error
  console.log(`\nA withdrawal written wrong is refused before any request (${error.code}):`)
  for (const issue of error.issues) console.log(`  ${issue.path}: ${issue.message}`)
}

const requestId = `0x${'5e'.repeat(32)}`
const nonce = Date.now()
const authorizeItem = {
  status: 'incomplete',
  data: {
    sign: {
      signatureKind: 'eip712',
      domain: { name: 'ServiceNonceMapping', version: '1', chainId: 31337, verifyingContract: NATIVE_CURRENCY },
      types: {
        NonceMapping: [
          { name: 'chainId', type: 'string' },
          { name: 'wallet', type: 'address' },
          { name: 'id', type: 'bytes32' },
          { name: 'nonce', type: 'uint256' },
        ],
      },
      value: { chainId: 'mainnet', wallet: account.address, id: requestId, nonce },
      primaryType: 'NonceMapping',
    },
    post: {
      endpoint: '/authorize',
      method: 'POST',
      body: { type: 'nonce-mapping', walletChainId: VENUE_CHAIN_ID, wallet: account.address, nonce, id: requestId, signatureChainId: 31337 },
    },
  },
}
const { typedData: authorize, postBody } = buildNonceMappingTypedData(authorizeItem, { signingChainId: 999 })
const authorizeSignature = await account.signTypedData(authorize)
console.log('\nAuthorize signed on chain 999; body to post:', postBody)
console.log('  recovered signer:', await recoverTypedDataAddress({ ...authorize, signature: authorizeSignature }))

const fields = ['venueChain', 'destination', 'sourceDex', 'destinationDex', 'token', 'amount', 'fromSubAccount']
const depositItem = {
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
      'VenueTransaction:SendAsset': [...fields.map((name) => ({ name, type: 'string' })), { name: 'nonce', type: 'uint64' }],
    },
    eip712PrimaryType: 'VenueTransaction:SendAsset',
  },
}
const sendAsset = buildVenueSendAssetTypedData(depositItem, { signingChainId: 999 })
const parts = splitSignature(await account.signTypedData(sendAsset))
console.log('\nVenue sendAsset signed; payload for /exchange:', { action: sendAsset.message, nonce, signature: parts })
console.log(
  '  recovered signer:',
  await recoverTypedDataAddress({ ...sendAsset, signature: serializeSignature({ ...parts, v: BigInt(parts.v) }) }),
)
