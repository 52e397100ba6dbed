/** The wallet's prompts: listed in the review, and the entries of the progress timeline. */
export interface PromptLabels {
  title: (count: number) => string
  /** The prompts' titles in order, as one sentence: `Approve USDC, then deposit`. */
  sequence: (titles: string[]) => string
  approve: (symbol: string) => string
  /** `amount` is `12.5 USDC`, or `approveUnlimited` for the largest allowance. */
  approveDetail: (amount: string, spender: string, chain: string) => string
  approveUnlimited: (symbol: string) => string
  deposit: string
  depositDetail: (amount: string, chain: string) => string
  transaction: string
  transactionDetail: (chain: string) => string
  authorize: string
  authorizeDetail: string
  venueTransfer: string
  venueTransferDetail: (amount: string, destination: string) => string
  signature: string
  signatureDetail: string
  /** The disclosure that holds a signature's internals (its message type, nonce, request id). */
  details: string
  /** Terms of what a signature's typed data holds. */
  factMessage: string
  factMessageValue: (primaryType: string, domainName: string | undefined) => string
  factAmount: string
  factDestination: string
  factSpender: string
  factNonce: string
  factRequest: string
  factAccount: string
  /**
   * Calls the wallet takes as one confirmation (EIP-5792 batch): their titles in order, as one
   * title: `Approve USDC and deposit`.
   */
  batch: (titles: string[]) => string
  batchDetail: (count: number, chain: string) => string
  /** A batch's title in the prompts' sentence: `Approve USDC and deposit, in one confirmation`. */
  oneConfirmation: (title: string) => string
  /** The list of a batch's calls. */
  batchCalls: string
  /** The wallet batches once the account is upgraded (EIP-7702 `ready`): it asks for that in the same prompt. */
  batchUpgrade: string
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)
// A title that starts with a symbol or an acronym (`USDC`) keeps it as written.
const lowered = (text: string) => (/^\p{Lu}{2}/u.test(text) ? text : text.charAt(0).toLowerCase() + text.slice(1))

export const promptLabels: PromptLabels = {
  title: (count) => (count === 1 ? 'Your wallet will ask once' : `Your wallet will ask ${count} times`),
  sequence: (titles) => capitalized(titles.map(lowered).join(', then ')),
  approve: (symbol) => `Approve ${symbol}`,
  approveDetail: (amount, spender, chain) => `A transaction on ${chain} that lets ${spender} take ${amount} from your wallet for this transfer.`,
  approveUnlimited: (symbol) => `any amount of ${symbol}`,
  deposit: 'Deposit',
  depositDetail: (amount, chain) => `A transaction on ${chain} that sends ${amount} to the service, which delivers it on the other side.`,
  transaction: 'Confirm a transaction',
  transactionDetail: (chain) => `A transaction on ${chain}.`,
  authorize: 'Sign the transfer authorization',
  authorizeDetail: 'A free signature, not a transaction: it ties the venue transfer to this request. It moves no funds.',
  venueTransfer: 'Sign the venue transfer',
  venueTransferDetail: (amount, destination) => `A free signature that moves ${amount} from your venue account to the service at ${destination}.`,
  signature: 'Sign a message',
  signatureDetail: 'A free signature, not a transaction.',
  details: 'Details',
  factMessage: 'Message',
  factMessageValue: (primaryType, domainName) => (domainName ? `${primaryType} (${domainName})` : primaryType),
  factAmount: 'Amount',
  factDestination: 'To',
  factSpender: 'Spender',
  factNonce: 'Nonce',
  factRequest: 'Request',
  factAccount: 'Account',
  batch: (titles) => {
    const words = titles.map(lowered)
    return capitalized(words.length > 1 ? `${words.slice(0, -1).join(', ')} and ${words.at(-1)}` : (words[0] ?? ''))
  },
  batchDetail: (count, chain) => `One confirmation on ${chain} for these ${count} calls: they go through together, or none does.`,
  oneConfirmation: (title) => `${title}, in one confirmation`,
  batchCalls: 'Calls in this confirmation',
  batchUpgrade: 'Your wallet may also offer to upgrade your account so it can make them together; that is part of the same confirmation.',
}
