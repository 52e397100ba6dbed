import type { ReactElement } from 'react'

/** How a host lets a user ask about a transfer (`BridgeWidget`'s `supportUrl` and `onSupport`). */
export interface HistorySupport {
  /** A page about a request: a function of its id, or a URL whose `{requestId}` is replaced by it. */
  supportUrl?: string | ((requestId: string) => string) | undefined
  /** Called with the request id when the user asks for help (beside the link, or alone as a button). */
  onSupport?: ((requestId: string) => void) | undefined
}

/** The support page of a request, from the host's `supportUrl`. */
export function supportHref(supportUrl: HistorySupport['supportUrl'], requestId: string): string | undefined {
  if (supportUrl === undefined) return undefined
  return typeof supportUrl === 'function' ? supportUrl(requestId) : supportUrl.replaceAll('{requestId}', encodeURIComponent(requestId))
}

/** "Get help": a link to the host's support page (opened apart), else a button that tells the host; nothing without either. */
export function SupportLink({ requestId, supportUrl, onSupport, label }: HistorySupport & { requestId: string; label: string }): ReactElement | null {
  const href = supportHref(supportUrl, requestId)
  const tell = onSupport && (() => onSupport(requestId))
  if (href) {
    return (
      <a className="ferry-button" href={href} target="_blank" rel="noopener noreferrer" onClick={tell}>
        {label}
      </a>
    )
  }
  if (!tell) return null
  return (
    <button type="button" className="ferry-button" onClick={tell}>
      {label}
    </button>
  )
}
