import { useId, useState, type ReactElement } from 'react'
import { useWidgetLabels } from '../lazyLabels'
import { CopyButton } from '../display/CopyButton'
import { shortHash } from '../display/text'

/**
 * The recipient as a row of the review's terms, on one line: the name it was typed as (if any),
 * `0x1234…abcd`, a copy button, and a disclosure that shows the whole address under the row (a
 * second `dd` of the same term).
 */
export function RecipientRow({ address, name }: { address: string; name?: string | undefined }): ReactElement {
  const { common, review } = useWidgetLabels()
  const [expanded, setExpanded] = useState(false)
  const fullId = useId()
  return (
    <div className="ferry-row ferry-review__recipient">
      <dt className="ferry-row__term">{review.recipient}</dt>
      <dd className="ferry-row__value ferry-review__recipient-short">
        {name && (
          <span className="ferry-review__recipient-name" title={name}>
            {name}
          </span>
        )}
        <code className="ferry-address" dir="ltr" title={address}>
          {shortHash(address)}
        </code>
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
      </dd>
      <dd id={fullId} className="ferry-review__recipient-full" hidden={!expanded}>
        <code className="ferry-address" dir="ltr">
          {address}
        </code>
      </dd>
    </div>
  )
}
