import type { ReactElement } from 'react'
import { useWidgetLabels } from '../context'

/** Why a withdrawal asks for two signatures (the pay card shows what is withdrawable). */
export function WithdrawInfo(): ReactElement {
  const { form } = useWidgetLabels()
  return (
    <div className="ferry-note">
      <p className="ferry-muted">{form.withdrawExplain}</p>
    </div>
  )
}
