import { safeLinkUrl } from '../../core/utils/safeUrl'

/**
 * A chain's `explorerUrl` as a transaction-link template: as given when it holds `{txHash}` (the
 * widget's form), else a base to which `/tx/{txHash}` is added (the service's form, as its own
 * clients link transactions).
 */
export function explorerTxTemplate(explorerUrl: string): string {
  return explorerUrl.includes('{txHash}') ? explorerUrl : `${explorerUrl.replace(/\/+$/, '')}/tx/{txHash}`
}

/** The link to transaction `hash` on a chain whose `explorerUrl` is a template or a base (see `explorerTxTemplate`). */
export function explorerTxUrl(explorerUrl: string | undefined, hash: string): string | undefined {
  // The hash comes from the service's status, unchecked: the link it makes is checked whole.
  return explorerUrl ? safeLinkUrl(explorerTxTemplate(explorerUrl).split('{txHash}').join(hash)) : undefined
}

/** The page of `address` on a chain's explorer, where its link has the usual `/tx/` form; else none. */
export function explorerAddressUrl(explorerUrl: string | undefined, address: string): string | undefined {
  const template = explorerUrl ? explorerTxTemplate(explorerUrl) : ''
  return template.endsWith('/tx/{txHash}') ? safeLinkUrl(`${template.slice(0, -'/tx/{txHash}'.length)}/address/${address}`) : undefined
}
