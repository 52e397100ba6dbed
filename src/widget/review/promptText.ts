import { formatUnitsForPeople } from '../display/number'
import { amountForPeople, chainLabel, parseDecimal, shortHash } from '../display/text'
import type { ExecutionLabels } from '../execution/labels'
import type { WalletPrompt } from './walletPrompts'
import type { RouteSide } from '../display/side'

/** A wallet prompt in words: its title, what it does, and the key fields of what is signed. */
export interface PromptText {
  title: string
  detail: string
  facts: { term: string; value: string }[]
}

export interface PromptTextContext {
  labels: ExecutionLabels
  chainName?: ((chainId: number) => string | undefined) | undefined
  /** What the quote sends: names the approved token and the deposit's amount. */
  send?: RouteSide | undefined
}

export function promptText(prompt: WalletPrompt, { labels, chainName, send }: PromptTextContext): PromptText {
  switch (prompt.kind) {
    case 'approve': {
      const known = send && send.address.toLowerCase() === prompt.token.toLowerCase() ? send : undefined
      const symbol = known?.symbol ?? shortHash(prompt.token)
      const amount =
        prompt.amount === undefined
          ? labels.approveUnlimited(symbol)
          : known
            ? amountForPeople({ amount: prompt.amount, decimals: known.decimals, symbol }, labels)
            : labels.amountWithSymbol(prompt.amount.toString(), symbol)
      const spender = shortHash(prompt.spender)
      return {
        title: labels.promptApprove(symbol),
        detail: labels.promptApproveDetail(amount, spender, chainLabel(prompt.chainId, labels, chainName)),
        facts: [
          { term: labels.factAmount, value: amount },
          { term: labels.factSpender, value: spender },
        ],
      }
    }
    case 'deposit': {
      const chain = chainLabel(prompt.chainId, labels, chainName)
      return { title: labels.promptDeposit, detail: send ? labels.promptDepositDetail(amountForPeople(send, labels), chain) : labels.promptTransactionDetail(chain), facts: [] }
    }
    case 'transaction':
      return { title: labels.promptTransaction, detail: labels.promptTransactionDetail(chainLabel(prompt.chainId, labels, chainName)), facts: [] }
    case 'authorize':
      return {
        title: labels.promptAuthorize,
        detail: labels.promptAuthorizeDetail,
        facts: [
          { term: labels.factMessage, value: labels.factMessageValue(prompt.primaryType, prompt.domainName) },
          ...fact(labels.factNonce, prompt.nonce),
          ...fact(labels.factRequest, prompt.request && shortHash(prompt.request)),
          ...fact(labels.factAccount, prompt.account && shortHash(prompt.account)),
        ],
      }
    case 'venue-transfer': {
      const amount = prompt.amount !== undefined ? venueAmountText(prompt.amount, prompt.symbol ?? send?.symbol ?? '', labels) : undefined
      const destination = prompt.destination ? shortHash(prompt.destination) : undefined
      return {
        title: labels.promptVenueTransfer,
        detail: amount && destination ? labels.promptVenueTransferDetail(amount, destination) : labels.promptSignatureDetail,
        facts: [
          { term: labels.factMessage, value: labels.factMessageValue(prompt.primaryType, undefined) },
          ...fact(labels.factAmount, amount),
          ...fact(labels.factDestination, destination),
          ...fact(labels.factNonce, prompt.nonce),
        ],
      }
    }
    case 'signature':
      return {
        title: labels.promptSignature,
        detail: labels.promptSignatureDetail,
        facts: [{ term: labels.factMessage, value: labels.factMessageValue(prompt.primaryType, prompt.domainName) }],
      }
  }
}

/** The prompts as one sentence: `Approve USDC, then deposit`. */
export function promptSequenceText(prompts: WalletPrompt[], context: PromptTextContext): string {
  return context.labels.promptSequence(prompts.map((prompt) => promptText(prompt, context).title))
}

function fact(term: string, value: string | undefined): { term: string; value: string }[] {
  return value ? [{ term, value }] : []
}

/** The venue's decimal amount (`25.000000`) through the shared formatter, exactly: `25 USDC`. */
function venueAmountText(amount: string, symbol: string, labels: ExecutionLabels): string {
  const digits = amount.split('.')[1]?.length ?? 0
  const value = parseDecimal(amount, digits)
  return labels.amountWithSymbol(value === undefined ? amount : formatUnitsForPeople(value, digits), symbol)
}
