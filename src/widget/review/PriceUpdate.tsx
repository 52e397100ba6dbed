import { useId, type ReactElement } from 'react'
import { useWidgetLocale } from '../i18n/locale'
import { useWidgetLabels } from '../lazyLabels'
import { amountForPeople } from '../display/text'
import type { TermsChange } from './termsChange'

export interface PriceUpdateProps {
  /** The terms' move since the review opened (or was last accepted); none: nothing shows. */
  change: TermsChange | undefined
  /** Accept: the shown terms become the ones the user agreed to, and Confirm is enabled again. */
  onAccept(): void
}

/**
 * "Price updated: you receive 31.9 USDC instead of 32.98 USDC." One polite live region that is always
 * there, so a screen reader hears the change when it comes; a worse change carries Accept.
 */
export function PriceUpdate({ change, onAccept }: PriceUpdateProps): ReactElement {
  const { common, review } = useWidgetLabels()
  const locale = useWidgetLocale()
  const textId = useId()
  return (
    <div role="status" className="ferry-review__price-status">
      {change && (
        <div className={`ferry-alert ferry-review__price ferry-alert--${change.worse ? 'warning' : 'info'}`}>
          <p id={textId}>
            {review.priceUpdated(change.side, amountForPeople(change.now, common, { locale }), amountForPeople({ ...change.now, amount: change.before }, common, { locale }))}
          </p>
          {change.worse && (
            <button type="button" className="ferry-button ferry-button--primary ferry-review__accept" onClick={onAccept} aria-describedby={textId}>
              {review.acceptPrice}
            </button>
          )}
        </div>
      )}
    </div>
  )
}
