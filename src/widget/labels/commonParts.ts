import type { CommonEagerKey, CommonLabels } from './common'

/** Cancel, transactions' links and hashes, run outcomes: registered when they load (../lazyLabels), out of the form's first load. */
export const commonPartsLabels: Omit<CommonLabels, CommonEagerKey> = {
  transactions: { approval: 'Approval', deposit: 'Deposit', withdrawal: 'Withdrawal', destination: 'Destination', refund: 'Refund' },
  cancel: 'Cancel',
  viewTransaction: (shortHash, transaction) => (transaction ? `${transaction} ${shortHash} on explorer` : `View transaction ${shortHash}`),
  copyHash: (shortHash) => `Copy transaction hash ${shortHash}`,
  copied: 'Copied',
  explorerLink: (transaction) => `${transaction} on explorer`,
  nthTransaction: (transaction, n) => `${transaction} ${n}`,
  outcomes: { pending: 'Pending', success: 'Complete', refunded: 'Refunded', failed: 'Failed', stopped: 'Stopped' },
}
