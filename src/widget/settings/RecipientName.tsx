import { useEffect, useId, useMemo, useState, type ReactElement } from 'react'
import { normalize } from 'viem/ens'
import { useConfig, useEnsAddress } from 'wagmi'
import { useWidgetLabels } from '../lazyLabels'
import { CopyButton } from '../display/CopyButton'
import { shortHash } from '../display/text'
import type { NameResolution } from '../form/request'

/** ENS lives on Ethereum mainnet: names resolve only where the host's wagmi config has it. */
const MAINNET = 1

export interface RecipientNameProps {
  /** The name as typed (trimmed), the key its resolution is reported under. */
  name: string
  /** The id of what it says, for the field's `aria-describedby`. */
  id: string
  onResolve?: ((resolution: NameResolution) => void) | undefined
}

/**
 * Resolves a name typed as the recipient through the host's wagmi (`useEnsAddress` on mainnet),
 * reports the address to the form, and says under the field what became of it: looking up, the
 * address it resolves to (short, copy, the whole on request), not found, or not resolvable here.
 * Loaded lazily, only once a name is typed: ENS code is not in the widget's first load.
 */
export function RecipientName({ name, id, onResolve }: RecipientNameProps): ReactElement {
  const { recipient, review, common } = useWidgetLabels()
  const supported = useConfig().chains.some((chain) => chain.id === MAINNET)
  // A name ENS refuses (a space, a bad character) has no address, as an unknown one.
  const normalized = useMemo(() => {
    try {
      return normalize(name)
    } catch {
      return undefined
    }
  }, [name])
  const { data, isError } = useEnsAddress({ name: normalized, chainId: MAINNET, query: { enabled: supported && normalized !== undefined } })
  const address = supported && normalized ? (data ?? undefined) : undefined
  useEffect(() => onResolve?.({ name, address }), [name, address, onResolve])
  const [expanded, setExpanded] = useState(false)
  const fullId = useId()

  const error = !supported ? recipient.noNames : !normalized || data === null ? recipient.notFound(name) : isError ? recipient.lookupFailed(name) : undefined
  if (error) {
    return (
      <p id={id} className="ferry-field-error" role="alert">
        {error}
      </p>
    )
  }
  if (!address) {
    return (
      <p id={id} className="ferry-muted" role="status">
        {recipient.resolving(name)}
      </p>
    )
  }
  return (
    <div className="ferry-recipient-name">
      <p id={id} className="ferry-muted" role="status">
        {recipient.resolvesTo}{' '}
        <code className="ferry-address" dir="ltr" title={address}>
          {shortHash(address)}
        </code>
      </p>
      <CopyButton value={address} label={review.copyRecipient} copiedLabel={common.copied} />
      <button
        type="button"
        className="ferry-button ferry-button--icon ferry-review__recipient-toggle"
        aria-label={review.showFullRecipient}
        aria-expanded={expanded}
        aria-controls={fullId}
        onClick={() => setExpanded(!expanded)}
      >
        <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="m6 9 6 6 6-6" />
        </svg>
      </button>
      <code id={fullId} className="ferry-address ferry-recipient-name__full" dir="ltr" hidden={!expanded}>
        {address}
      </code>
    </div>
  )
}
