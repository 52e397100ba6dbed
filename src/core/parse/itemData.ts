import type { AuthorizeBody } from '../types/authorize'
import type {
  SendAssetParameters,
  SignatureData,
  TransactionData,
  TypedDataDomainWire,
  TypedDataField,
  VenueDepositData,
} from '../types/quote'
import {
  at,
  isAbsent,
  malformed,
  readAddress,
  readArray,
  readChainId,
  readDecimalString,
  readHex,
  readIntegerString,
  readLiteral,
  readObject,
  readPath,
  readSafeInteger,
  readString,
  type JsonObject,
  type Site,
} from './guards'

const GAS_FIELDS = ['gas', 'maxFeePerGas', 'maxPriorityFeePerGas'] as const

/** `data` of an ordinary transaction item: everything the wallet needs to send it. */
export function parseTransactionData(value: unknown, site: Site): TransactionData {
  const raw = readObject(value, site)
  const data: TransactionData = {
    ...raw,
    from: readAddress(raw.from, at(site, 'from')),
    to: readAddress(raw.to, at(site, 'to')),
    data: readHex(raw.data, at(site, 'data')),
    value: readIntegerString(raw.value, at(site, 'value')),
    chainId: readChainId(raw.chainId, at(site, 'chainId')),
  }
  for (const field of GAS_FIELDS) {
    if (isAbsent(raw[field])) delete data[field]
    else data[field] = readIntegerString(raw[field], at(site, field))
  }
  return data
}

/** `data` of the authorize step's item: EIP-712 data to sign and where to post the signature. */
export function parseSignatureData(value: unknown, site: Site): SignatureData {
  const raw = readObject(value, site)
  const signSite = at(site, 'sign')
  const sign = readObject(raw.sign, signSite)
  const types = readTypes(sign.types, at(signSite, 'types'))
  const domain = parseDomain(sign.domain, at(signSite, 'domain'))
  const postSite = at(site, 'post')
  const post = readObject(raw.post, postSite)
  return {
    ...raw,
    sign: {
      ...sign,
      // Only EIP-712 can be signed; any other kind would reach the wallet as something else.
      signatureKind: readLiteral(sign.signatureKind, at(signSite, 'signatureKind'), ['eip712']),
      domain,
      types,
      value: readObject(sign.value, at(signSite, 'value')),
      primaryType: readPrimaryType(sign.primaryType, types, at(signSite, 'primaryType')),
    },
    post: {
      ...post,
      endpoint: readPath(post.endpoint, at(postSite, 'endpoint')),
      method: readString(post.method, at(postSite, 'method')),
      body: parseAuthorizeBody(post.body, at(postSite, 'body'), domain.chainId),
    },
  }
}

function parseDomain(value: unknown, site: Site): TypedDataDomainWire {
  const raw = readObject(value, site)
  return {
    ...raw,
    name: readString(raw.name, at(site, 'name')),
    version: readString(raw.version, at(site, 'version')),
    chainId: readChainId(raw.chainId, at(site, 'chainId')),
    verifyingContract: readAddress(raw.verifyingContract, at(site, 'verifyingContract')),
  }
}

/**
 * The spec makes the domain's chain the default signing chain, so an absent `signatureChainId`
 * is filled with it: the body then always says which chain the signature was made on.
 */
function parseAuthorizeBody(value: unknown, site: Site, domainChainId: number): AuthorizeBody {
  const raw = readObject(value, site)
  return {
    ...raw,
    type: readLiteral(raw.type, at(site, 'type'), ['nonce-mapping']),
    walletChainId: readChainId(raw.walletChainId, at(site, 'walletChainId')),
    wallet: readAddress(raw.wallet, at(site, 'wallet')),
    nonce: readSafeInteger(raw.nonce, at(site, 'nonce')),
    id: readHex(raw.id, at(site, 'id'), { bytes: 32 }),
    signatureChainId: isAbsent(raw.signatureChainId)
      ? domainChainId
      : readChainId(raw.signatureChainId, at(site, 'signatureChainId')),
  }
}

/** `data` of the venue withdrawal's deposit item: a `sendAsset` action to sign and submit. */
export function parseVenueDepositData(value: unknown, site: Site): VenueDepositData {
  const raw = readObject(value, site)
  const actionSite = at(site, 'action')
  const action = readObject(raw.action, actionSite)
  const parameters = parseSendAssetParameters(action.parameters, at(actionSite, 'parameters'))
  const nonce = readSafeInteger(raw.nonce, at(site, 'nonce'))
  // A transfer whose nonce differs from the signed one cannot be tied to the request: funds would be orphaned.
  if (nonce !== parameters.nonce) {
    malformed(at(site, 'nonce'), `must equal action.parameters.nonce (${parameters.nonce}), got ${nonce}`)
  }
  const eip712Types = readTypes(raw.eip712Types, at(site, 'eip712Types'))
  return {
    ...raw,
    action: { ...action, type: readLiteral(action.type, at(actionSite, 'type'), ['sendAsset']), parameters },
    nonce,
    eip712Types,
    eip712PrimaryType: readPrimaryType(raw.eip712PrimaryType, eip712Types, at(site, 'eip712PrimaryType')),
  }
}

/** Every field is signed as given, so each must be present with its type: `''` is fine, absent is not. */
function parseSendAssetParameters(value: unknown, site: Site): SendAssetParameters {
  const raw = readObject(value, site)
  return {
    ...raw,
    venueChain: readString(raw.venueChain, at(site, 'venueChain')),
    destination: readAddress(raw.destination, at(site, 'destination')),
    sourceDex: readString(raw.sourceDex, at(site, 'sourceDex')),
    destinationDex: readString(raw.destinationDex, at(site, 'destinationDex')),
    token: readString(raw.token, at(site, 'token')),
    amount: readDecimalString(raw.amount, at(site, 'amount')),
    fromSubAccount: readString(raw.fromSubAccount, at(site, 'fromSubAccount')),
    nonce: readSafeInteger(raw.nonce, at(site, 'nonce')),
  }
}

function readTypes(value: unknown, site: Site): Record<string, TypedDataField[]> {
  const raw = readObject(value, site)
  const types: Record<string, TypedDataField[]> = {}
  for (const [name, fields] of Object.entries(raw)) {
    const typeSite = at(site, name)
    types[name] = readArray(fields, typeSite).map((field, index) => readField(field, at(typeSite, index)))
  }
  return types
}

function readField(value: unknown, site: Site): TypedDataField {
  const raw: JsonObject = readObject(value, site)
  return { ...raw, name: readString(raw.name, at(site, 'name')), type: readString(raw.type, at(site, 'type')) }
}

/** A primary type missing from `types` cannot be signed at all. */
function readPrimaryType(value: unknown, types: Record<string, TypedDataField[]>, site: Site): string {
  const primaryType = readString(value, site)
  if (!Object.hasOwn(types, primaryType)) malformed(site, `"${primaryType}" is not one of the given types`)
  return primaryType
}
