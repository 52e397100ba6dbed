/**
 * The widget's English, as ICU messages: the reference every other locale's file follows, key for
 * key, and the source of the English labels (`defaultLabels`): `npm run messages` (part of
 * `npm run build`, scripts/compile-messages.mjs) compiles it into src/widget/labels/en/, and each
 * file of messages/ into src/widget/i18n/locales/, plain JavaScript; no message is parsed in a
 * browser. A malformed message, or one that names an argument its label does not have, fails that
 * step, and a test fails while the compiled files are out of date.
 *
 * For translators: `messages/<locale>.ts` is
 * `import type { Messages } from '../englishMessages'` and `export default { 'common.from': '…', … } satisfies Messages`.
 * - A key is the path of the label in `WidgetLabels`, nested records flattened with dots
 *   (`common.transactions.approval`, `errors.USER_REJECTED`, `quote.errorCodes.AMOUNT_TOO_LOW`).
 *   A file has exactly the keys of this one.
 * - `{name}` is a value put in as it is (an amount already formatted for the locale, a symbol, a
 *   chain's name, an address). Keep every `{name}` of the English message; move it where the
 *   language wants it.
 * - `{count, plural, =1 {…} one {…} few {…} many {…} other {…}}` picks by the locale's plural rules
 *   (`=1` is exactly one, `one` the locale's "one" category); `#` is the count, formatted for the
 *   locale. Write the categories your language has (`other` always). English sometimes has only
 *   `other` where the count is never one in practice; add `one`, `few`, `many` as your language needs.
 * - `{kind, select, minimum {…} other {…}}` picks by a word; keep the argument and its keys, translate
 *   the branches.
 * - An apostrophe is plain text, except before `{`, `}` or `#`, where it quotes them: `'{'` is a
 *   literal brace, `''` one apostrophe.
 *
 * Rules for labels whose arguments are not single words or numbers (src/widget/i18n/signatures.ts):
 * - Optional values (`common.viewTransaction`'s transaction, `prompts.factMessageValue`'s domain,
 *   `quote.limitDetail`'s USD value) come with a companion `has<Name>` of `yes` or `no`:
 *   `{hasUsd, select, yes {… ({usd})} other {…}}`.
 * - Booleans are selects of `true` / `false` (`form.amountInput`'s `pay`).
 * - Lists of wallet prompts (`prompts.sequence`, `prompts.batch`) are joined two by two: the message
 *   gets the list so far as `{first}` and the next title as `{next}`; `prompts.batch` also gets
 *   `{position}`, `last` for the final pair, `other` before it (`a, b and c`). The whole sentence
 *   starts with a capital letter; titles after the first start with a small one, except in German,
 *   where they keep their case (nouns keep their capital), and a title that starts with a symbol
 *   (`USDC onayla`) keeps it.
 * - Durations are split before they reach the message: `history.timeAgo` gets `{unit}` (`now`,
 *   `minute`, `hour`, `day`) and `{count}` in that unit; `quote.timeEstimateValue` gets `{unit}`
 *   (`second`, `minute`) and `{count}`.
 */
/** A locale's messages: ICU message by flattened label key. */
export type Messages = Record<string, string>

export const en = {
  // common
  'common.from': 'From',
  'common.to': 'To',
  'common.chainFallback': 'Chain {chainId}',
  'common.venueChain': 'Venue',
  'common.amountWithSymbol': '{amount} {symbol}',
  'common.usdValue': '≈ ${usd}',
  'common.usdBelowCent': '< $0.01',
  'common.onChain': '{what} on {chain}',
  'common.cancel': 'Cancel',
  'common.viewTransaction': '{hasTransaction, select, yes {{transaction} {shortHash} on explorer} other {View transaction {shortHash}}}',
  'common.copyHash': 'Copy transaction hash {shortHash}',
  'common.copied': 'Copied',
  'common.explorerLink': '{transaction} on explorer',
  'common.transactions.approval': 'Approval',
  'common.transactions.deposit': 'Deposit',
  'common.transactions.withdrawal': 'Withdrawal',
  'common.transactions.destination': 'Destination',
  'common.transactions.refund': 'Refund',
  'common.nthTransaction': '{transaction} {n}',
  'common.outcomes.pending': 'Pending',
  'common.outcomes.success': 'Complete',
  'common.outcomes.refunded': 'Refunded',
  'common.outcomes.failed': 'Failed',
  'common.outcomes.stopped': 'Stopped',

  // form
  'form.modesLabel': 'Transfer type',
  'form.modes.bridge': 'Bridge',
  'form.modes.venue-deposit': 'Deposit',
  'form.modes.venue-withdraw': 'Withdraw',
  'form.historyTab': 'History',
  'form.historyTabRunning': 'History, {count} running',
  'form.flip': 'Switch direction',
  'form.pay': 'You pay',
  'form.receive': 'You receive',
  'form.amountInput': '{pay, select, true {Amount to pay in {symbol}} other {Amount to receive in {symbol}}}',
  'form.max': 'Max',
  'form.maxHint': 'Use the whole balance, keeping some for network fees',
  'form.shortcuts': 'Amount shortcuts',
  'form.share': '{percent}%',
  'form.shareHint': 'Use {percent}% of the balance',
  'form.usdMode': 'USD',
  'form.usdModeHint': 'Type the amount in US dollars',
  'form.amountInputUsd': 'Amount to pay in US dollars',
  'form.usdEquivalent': '≈ {amount} {symbol}',
  'form.errorAddress': 'That is an address, not an amount.',
  'form.errorHex': 'That is a hex number, not an amount.',
  'form.errorLetters': 'That is not an amount: it has letters in it.',
  'form.errorRange': 'That number is too large or too small to be an amount.',
  'form.balance': 'Balance: {amount} {symbol}',
  'form.withdrawable': 'Withdrawable: {amount} {symbol}',
  'form.errorFormat': 'Enter a number, like 12.5.',
  'form.errorDecimals': '{symbol} has at most {decimals} decimals.',
  'form.quoting': 'Getting the quoted amount…',
  'form.callPayFor': 'Pay for {label}',
  'form.callDefaultLabel': 'this purchase',
  'form.callCost': '{amount} {symbol} on {chain}',
  'form.callLocked': 'Set by the app: you choose what to pay with.',
  'form.withdrawExplain':
    'A withdrawal asks your wallet for two signatures and no gas: the first authorizes the withdrawal with the service, the second signs the transfer on the venue.',

  // button
  'button.connectWallet': 'Connect wallet',
  'button.switchNetwork': 'Switch to {chain}',
  'button.selectToken': 'Select a token',
  'button.enterAmount': 'Enter an amount',
  'button.checkAmount': 'Check the amount',
  'button.checkRecipient': 'Check the recipient',
  'button.checkSlippage': 'Fix the slippage in settings',
  'button.checkDetails': 'Check the transfer details',
  'button.sameToken': 'Choose a different token to receive',
  'button.insufficientBalance': 'Insufficient {symbol} balance',
  'button.fetchingQuote': 'Getting a quote…',
  'button.noRoute': 'No route',
  'button.review': 'Review',
  'button.busySign': 'Sign in your wallet…',
  'button.busyConfirm': 'Confirm in your wallet…',
  'button.busySubmitting': 'Sending…',
  'button.busyConfirming': 'Waiting for confirmation…',
  'button.busyPolling': 'Transfer in progress…',
  'button.busyRefunding': 'Refund on its way…',

  // picker
  'picker.trigger': '{side}: {symbol} on {chain}',
  'picker.triggerEmpty': '{side}: select a token',
  'picker.placeholder': 'Select a token',
  'picker.titleOrigin': 'Select the token to send',
  'picker.titleDestination': 'Select the token to receive',
  'picker.chains': 'Chain',
  'picker.search': 'Search by name, symbol or address',
  'picker.tokens': 'Tokens',
  'picker.noResults': 'No token matches.',
  'picker.close': 'Close',
  'picker.balance': 'Balance {amount}',
  'picker.allChains': 'All chains',
  'picker.searchChains': 'Search chains',
  'picker.chainFilter': 'Chain: {chain}',
  'picker.popularChains': 'Popular chains',
  'picker.recentChains': 'Recent chains',
  'picker.otherChains': 'Other chains',
  'picker.noChains': 'No chain matches.',
  'picker.chainsBack': 'Back to tokens',
  'picker.popular': 'Popular',
  'picker.recent': 'Recent',
  'picker.searching': 'Searching…',
  'picker.unverified': 'Unverified',
  'picker.unverifiedMark': 'Unverified: {symbol}',
  'picker.native': 'Native',
  'picker.copyAddress': 'Copy the address of {symbol} on {chain}',
  'picker.copied': 'Address copied',
  'picker.explorer': '{symbol} on {chain} on explorer',
  'picker.importing': 'Looking for this token on chain…',
  'picker.importNone': 'No token at this address on these chains.',
  'picker.warningTitle': 'Unverified token',
  'picker.warningBody':
    "{symbol} ({name}) on {chain} is not on the service's verified list. Anyone can create a token with any name and symbol, including copies of real ones. Check the address below before you trade it.",
  'picker.warningAccept': 'I understand, use {symbol}',
  'picker.warningBack': 'Back',

  // recipient
  'recipient.toggle': 'Send to another address',
  'recipient.address': 'Recipient address',
  'recipient.venueAccount': 'Venue account',
  'recipient.invalid': 'Not a valid address.',
  'recipient.invalidLength': 'Not a valid address: it has {count} characters after 0x, not 40.',
  'recipient.invalidChecksum': 'Not a valid address: its capitals fail the checksum. Check for a typo.',
  'recipient.other': 'This is not your connected account. Check it: funds sent to a wrong address cannot be recovered.',
  'recipient.useMine': 'Use my account',
  'recipient.resolving': 'Looking up {name}…',
  'recipient.resolvesTo': 'Resolves to',
  'recipient.notFound': 'No address found for {name}.',
  'recipient.lookupFailed': 'Could not look up {name}: try again, or paste an address.',
  'recipient.noNames': 'Names cannot be resolved here: paste an address.',

  // settings
  'settings.open': 'Settings',
  'settings.needsFix': 'Settings: the slippage needs fixing',
  'settings.openCustom': 'Settings (slippage {slippage})',
  'settings.title': 'Transfer settings',
  'settings.slippage': 'Slippage tolerance',
  'settings.slippageAuto': 'Auto',
  'settings.slippageCustom': 'Custom slippage in percent',
  'settings.slippageCustomPlaceholder': 'Custom',
  'settings.slippageInvalid': 'Enter a percentage from 0 to 50, with at most 2 decimals.',
  'settings.slippageHigh': 'High slippage: {percent}%. The price may move this much against you before the transfer fills.',
  'settings.slippageVeryHigh': 'Very high slippage: {percent}%. You could get up to {percent}% less than quoted.',
  'settings.topupGas': 'Gas top-up on arrival',
  'settings.topupGasHint': 'Adds some of the destination chain’s gas currency to what the recipient receives.',
  'settings.topupGasUsd': 'Top-up amount in USD',
  'settings.topupGasInvalid': 'Enter a USD amount, like 2.',
  'settings.gasless': 'Pay network fees in the token',
  'settings.gaslessHint': 'Where the token allows it (USDC), you sign once and the service sends the transaction, taking its fee from the amount: no gas currency needed.',
  'settings.gaslessOffer': 'No {native} needed: pay the network fee in {symbol}',
  'settings.gaslessOfferDetail': 'You sign once; the service sends the transaction and takes its fee in {symbol}.',

  // quote
  'quote.title': 'Quote',
  'quote.loading': 'Finding a route…',
  'quote.stale': 'Outdated: a new quote is on its way',
  'quote.current': 'Quote updated',
  'quote.age': 'Quoted {seconds} s ago',
  'quote.details': 'Quote details',
  'quote.emptyHint': 'Enter an amount to get a quote.',
  'quote.connectHint': 'Connect a wallet to see the quote: a withdrawal is priced from your venue account.',
  'quote.cost': '{usd} fees',
  'quote.noRouteTitle': 'No route for this transfer',
  'quote.errorTitle': 'Could not get a quote',
  'quote.unavailable': 'Service unavailable',
  'quote.unavailableDetail': 'The quote service is not answering. Trying again automatically.',
  'quote.retry': 'Retry now',
  'quote.retrying': 'Retrying…',
  'quote.errorCodes.AMOUNT_TOO_LOW': 'Amount too low',
  'quote.errorCodes.AMOUNT_TOO_HIGH': 'Amount too high',
  'quote.errorCodes.UNSUPPORTED_CHAIN': 'Chain not supported',
  'quote.errorCodes.UNSUPPORTED_CURRENCY': 'Token not supported',
  'quote.minimumReceived': 'Minimum received',
  'quote.maximumSent': 'Maximum sent',
  'quote.rateValue': '1 {inSymbol} = {rate} {outSymbol}',
  'quote.timeEstimate': 'Estimated time',
  'quote.timeEstimateValue': '{unit, select, second {~{count} s} other {~{count} min}}',
  'quote.fees': 'Fees',
  'quote.gasFee': 'Network fee',
  'quote.serviceFee': 'Service fee',
  'quote.appFee': 'App fee',
  'quote.rebate': '{amount} (rebate)',
  'quote.totalFees': 'Total fees',
  'quote.priceImpact': 'Price impact',
  'quote.slippage': 'Max. slippage',
  'quote.highFeeWarning': 'High fees: they take about {percent}% of the amount you send.',
  'quote.limitDetail':
    '{kind, select, minimum {The least you can send is} other {The most you can send is}} {amount} {symbol}{hasUsd, select, yes { ({usd})} other {}}.',
  'quote.useLimit': '{kind, select, minimum {Use minimum} other {Use maximum}}',

  // review
  'review.title': 'Review transfer',
  'review.description': 'Check the details, then confirm in your wallet.',
  'review.venueDepositSummary': 'Deposit {amount} to your venue account {account}.',
  'review.venueWithdrawSummary': 'Withdraw {amount} from your venue account to {recipient} on {chain}.',
  'review.recipient': 'Recipient',
  'review.recipientWarning': 'The recipient is not your connected account. Funds sent to a wrong address cannot be recovered.',
  'review.copyRecipient': 'Copy the recipient address',
  'review.showFullRecipient': 'Show the full address',
  'review.slippageAcknowledge': 'I accept that the price may move up to {percent}% against me.',
  'review.callTitle': 'Calls on the destination',
  'review.callNote':
    '{count, plural, =1 {A call runs} other {# calls run}} on {chain} once the funds arrive there; what they do not spend goes to the recipient.',
  'review.confirm': 'Confirm',
  'review.quoteChangedTitle': 'The quote changed',
  'review.quoteChangedDescription':
    'The price moved since you reviewed it, beyond your slippage. Nothing was sent: check the new terms below, then confirm again.',
  'review.declinedNotice': 'You declined in your wallet. Nothing was sent: confirm to try again.',
  'review.priceUpdated':
    '{side, select, send {Price updated: you send {amount} instead of {previous}.} other {Price updated: you receive {amount} instead of {previous}.}}',
  'review.acceptPrice': 'Accept',

  // prompts
  'prompts.title': '{count, plural, =1 {Your wallet will ask once} other {Your wallet will ask # times}}',
  'prompts.sequence': '{first}, then {next}',
  'prompts.approve': 'Approve {symbol}',
  'prompts.approveDetail': 'A transaction on {chain} that lets {spender} take {amount} from your wallet for this transfer.',
  'prompts.approveUnlimited': 'any amount of {symbol}',
  'prompts.deposit': 'Deposit',
  'prompts.depositDetail': 'A transaction on {chain} that sends {amount} to the service, which delivers it on the other side.',
  'prompts.venueDepositDetail': 'A transaction on {chain} that deposits {amount} to your venue account.',
  'prompts.transaction': 'Confirm a transaction',
  'prompts.transactionDetail': 'A transaction on {chain}.',
  'prompts.authorize': 'Sign the transfer authorization',
  'prompts.authorizeDetail': 'A free signature, not a transaction: it ties the venue transfer to this request. It moves no funds.',
  'prompts.venueTransfer': 'Sign the venue transfer',
  'prompts.venueTransferDetail': 'A free signature that moves {amount} from your venue account to the service at {destination}.',
  'prompts.signature': 'Sign a message',
  'prompts.signatureDetail': 'A free signature, not a transaction.',
  'prompts.permit': 'Sign the {symbol} transfer',
  'prompts.permitDetail': 'A signature, not a transaction, and it moves your funds: it lets the service at {receiver} take {amount} from your wallet, until {until}. The service sends it and pays the network fee.',
  'prompts.factValidUntil': 'Valid until',
  'prompts.details': 'Details',
  'prompts.factMessage': 'Message',
  'prompts.factMessageValue': '{hasDomainName, select, yes {{primaryType} ({domainName})} other {{primaryType}}}',
  'prompts.factAmount': 'Amount',
  'prompts.factDestination': 'To',
  'prompts.factSpender': 'Spender',
  'prompts.factNonce': 'Nonce',
  'prompts.factRequest': 'Request',
  'prompts.factAccount': 'Account',
  'prompts.batch': '{position, select, last {{first} and {next}} other {{first}, {next}}}',
  'prompts.batchDetail':
    'One confirmation on {chain} for these {count, plural, other {# calls}}: they go through together, or none does.',
  'prompts.oneConfirmation': '{title}, in one confirmation',
  'prompts.batchCalls': 'Calls in this confirmation',
  'prompts.batchUpgrade':
    'Your wallet may also offer to upgrade your account so it can make them together; that is part of the same confirmation.',

  // progress
  'progress.title': 'Transfer in progress',
  'progress.phase.idle': 'Ready',
  'progress.phase.awaiting-wallet': 'Waiting for your wallet',
  'progress.phase.submitting': 'Transaction sent',
  'progress.phase.confirming': 'Confirming',
  'progress.phase.polling': 'Processing the transfer',
  'progress.signatureReceived': 'Signature received',
  'progress.statusSending': 'Sending {symbol} on {chain}',
  'progress.statusConfirming': 'Confirming on {chain}',
  'progress.statusRefunding': 'Your refund is on its way',
  'progress.stagePending': 'Up next',
  'progress.stageWalletTransaction': 'Confirm in your wallet',
  'progress.stageWalletSignature': 'Sign in your wallet',
  'progress.stageSubmitted': 'Submitted',
  'progress.stageSigned': 'Signed',
  'progress.stageConfirming': 'Confirming',
  'progress.stageDone': 'Done',
  'progress.stageFailed': 'Failed',
  'progress.deliveryTitle': 'Receive {amount} on {chain}',
  'progress.deliveryPickup': 'Waiting for the service',
  'progress.deliveryRefunding': 'Not filled: refund on its way',
  'progress.deliveryRefunded': 'Refunded',
  'progress.permitSubmitTitle': 'The service submits your signature on {chain}',
  'progress.permitSubmitting': 'Submitting; the service pays the network fee',
  'progress.permitConfirmed': 'Deposit confirmed',
  'progress.elapsed': '{time} elapsed',
  'progress.remaining': 'about {time} left',
  'progress.overdue': 'taking longer than estimated',
  'progress.stillChecking': 'Still checking the status…',
  'progress.followInHistory': 'Follow in History',
  'progress.followInHistoryHint':
    'Your funds are on their way; nothing can call them back. You can close this: History follows the transfer until it ends.',

  // outcome
  'outcome.successTitle': 'Transfer complete',
  'outcome.venueDepositTitle': 'Deposited to your venue account',
  'outcome.venueWithdrawTitle': 'Withdrawn to {chain}',
  'outcome.sent': 'Sent',
  'outcome.received': 'Received',
  'outcome.refunded': 'Refunded',
  'outcome.refunding': 'Refunding',
  'outcome.failureTitle': 'Transfer failed',
  'outcome.failureAwaitingRefund': 'Your funds are safe: the service is refunding {amount}. Nothing needs to be sent again.',
  'outcome.failureEnded': 'The service could not complete the transfer and refunds it to your wallet. Nothing needs to be sent again.',
  'outcome.refundFollowHint': 'The refund reaches your wallet by itself. You can close this: History follows it until it arrives.',
  'outcome.followRefund': 'Follow the refund in History',
  'outcome.refundTitle': 'Transfer refunded',
  'outcome.refundDescription': 'The transfer could not be completed, so your funds were sent back.',
  'outcome.errorTitle': 'Something went wrong',
  'outcome.reason': 'Reason',
  'outcome.nextNothingSent': 'Nothing was sent from your wallet. Try again when you are ready.',
  'outcome.nextPartlySent':
    'Your funds did not leave your wallet (only an earlier step, such as an approval, did). Start a new transfer when you are ready.',
  'outcome.nextFundsSent': 'Your funds left your wallet, so do not send them again: History shows how the transfer ends.',
  'outcome.newTransfer': 'New transfer',
  'outcome.tryAgain': 'Try again',
  'outcome.stillInFlightDescription': 'It is taking longer than usual and can still complete. History keeps following it: nothing needs to be sent again.',
  'outcome.showHistory': 'View in History',

  // history
  'history.title': 'Recent transfers',
  'history.empty': 'No transfers from this browser yet.',
  'history.clear': 'Clear history',
  'history.clearPrompt': 'Remove {count, plural, =1 {this transfer} other {all # transfers}} from this browser’s history? This cannot be undone.',
  'history.clearKeep': 'Keep',
  'history.clearConfirm': 'Clear',
  'history.route': '{from} to {to}',
  'history.refunded': 'Refunded {amount}',
  'history.refunding': 'Refunding {amount}',
  'history.routeBack': '{from}: {back}',
  'history.timeAgo':
    '{unit, select, now {just now} minute {{count} min ago} hour {{count} h ago} other {{count, plural, =1 {yesterday} other {# days ago}}}}',

  // history: a transfer's details
  'history.details': 'Transfer details',
  'history.back': 'Back',
  'history.requestId': 'Request ID',
  'history.copyRequestId': 'Copy request ID',
  'history.sent': 'Sent',
  'history.received': 'Received',
  'history.receiving': 'To receive',
  'history.refundedTerm': 'Refunded',
  'history.refundingTerm': 'Being refunded',
  'history.started': 'Started',
  'history.duration': 'Duration',
  'history.transactions': 'Transactions',
  'history.status': 'Status',
  'history.help': 'Get help',

  // catalog
  'catalog.loading': 'Loading chains and tokens…',
  'catalog.error': 'Could not load the chains and tokens from the service.',
  'catalog.retry': 'Retry',

  // errors (titles by error code)
  'errors.USER_REJECTED': 'You declined in your wallet',
  'errors.ABORTED': 'Transfer cancelled',
  'errors.EXECUTION_INTERRUPTED': 'The transfer was interrupted',
  'errors.REQUEST_FAILED': 'The transfer failed',
  'errors.REQUEST_REFUNDED': 'The transfer was refunded',
  'errors.STATUS_TIMEOUT': 'Still in progress',
  'errors.FOLLOW_STOPPED': 'Still in progress',
  'errors.QUOTE_CHANGED': 'The quote changed',
  'errors.TRANSACTION_FAILED': 'The transaction failed',
  'errors.ALLOWANCE_ERROR': 'Token allowance too low',
  'errors.UNSAFE_STEP': 'Stopped for your safety',
  'errors.SIMULATION_REVERTED': 'The transaction would fail: nothing was sent',
  'errors.UNEXPECTED_SIGNATURE_REQUEST': 'Stopped for your safety',
  'errors.VENUE_SUBMISSION_FAILED': 'The venue refused the transfer',
  'errors.WALLET_ERROR': 'Your wallet reported an error',
  'errors.INSUFFICIENT_FUNDS': 'Not enough funds in your wallet',
  'errors.WALLET_NOT_CONNECTED': 'Connect a wallet first',
  'errors.EXECUTION_IN_PROGRESS': 'A transfer is already running',
  'errors.PLACEHOLDER_QUOTE': 'Quote again for your wallet',
  'errors.HTTP_ERROR': 'The service answered with an error',
  'errors.NETWORK_ERROR': 'Could not reach the service',
  'errors.TIMEOUT': 'The service took too long',
  'errors.MALFORMED_RESPONSE': 'Unexpected answer from the service',
} satisfies Messages

export default en
