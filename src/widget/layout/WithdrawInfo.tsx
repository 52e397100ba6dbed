import type { ReactElement } from 'react'
import type { Address } from 'viem'
import { useVenueBalance, VENUE_USD_DECIMALS } from '../../react/index'
import { useWidgetLabels } from '../context'
import { formatUnitsForPeople } from '../format/number'

/** The venue account's withdrawable USDC, and why a withdrawal asks for two signatures. */
export function WithdrawInfo({ account }: { account: Address | undefined }): ReactElement {
  const labels = useWidgetLabels()
  const balance = useVenueBalance(account)
  return (
    <div className="ferry-note">
      {account && (
        <p className="ferry-note__figure">
          {balance.data ? labels.withdrawable(formatUnitsForPeople(balance.data.withdrawableUnits, VENUE_USD_DECIMALS)) : labels.withdrawableLoading}
        </p>
      )}
      <p className="ferry-muted">{labels.withdrawExplain}</p>
    </div>
  )
}
