// Loaded with the parts the form does not show at first (lazy.ts): their groups' English stays out
// of the first load. Every such module reads its labels through this module's hook, so importing
// any of them (in the widget, a host's own layout, a test or a story) registers the strings.
import { useWidgetLabels as useLoadedLabels } from './context'
import { commonPartsLabels } from './labels/commonParts'
import { errorLabels } from './labels/errors'
import { historyLabels } from './labels/history'
import { outcomeLabels } from './labels/outcome'
import { pickerDialogLabels } from './labels/pickerDialog'
import { progressLabels } from './labels/progress'
import { promptLabels } from './labels/prompts'
import { quoteBreakdownLabels } from './labels/quoteBreakdown'
import { recipientNameLabels } from './labels/recipientName'
import { registerLabels } from './labels/registry'
import { reviewLabels } from './labels/review'
import { settingsPopoverLabels } from './labels/settingsPopover'
import type { WidgetLabels } from './labels/widgetLabels'

registerLabels({
  common: commonPartsLabels,
  picker: pickerDialogLabels,
  recipient: recipientNameLabels,
  settings: settingsPopoverLabels,
  quote: quoteBreakdownLabels,
  review: reviewLabels,
  prompts: promptLabels,
  progress: progressLabels,
  outcome: outcomeLabels,
  history: historyLabels,
  errors: errorLabels,
})

/** `useWidgetLabels` for the lazy parts: the same labels, with their groups registered. */
export const useWidgetLabels = (): WidgetLabels => useLoadedLabels()
