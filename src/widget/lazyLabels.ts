// Loaded with the parts the form does not show at first (lazy.ts): their groups' English stays out
// of the first load. Every such module reads its labels through this module's hook, so importing
// any of them (in the widget, a host's own layout, a test or a story) registers the strings.
import { useWidgetLabels as useLoadedLabels } from './context'
import { commonLaterLabels } from './labels/en/commonLater'
import { errorsLabels } from './labels/en/errors'
import { historyLabels } from './labels/en/history'
import { outcomeLabels } from './labels/en/outcome'
import { pickerLaterLabels } from './labels/en/pickerLater'
import { progressLabels } from './labels/en/progress'
import { promptsLabels } from './labels/en/prompts'
import { quoteLaterLabels } from './labels/en/quoteLater'
import { recipientLaterLabels } from './labels/en/recipientLater'
import { reviewLabels } from './labels/en/review'
import { settingsLaterLabels } from './labels/en/settingsLater'
import { registerLabels } from './labels/registry'
import type { WidgetLabels } from './labels/widgetLabels'

registerLabels({
  common: commonLaterLabels,
  picker: pickerLaterLabels,
  recipient: recipientLaterLabels,
  settings: settingsLaterLabels,
  quote: quoteLaterLabels,
  review: reviewLabels,
  prompts: promptsLabels,
  progress: progressLabels,
  outcome: outcomeLabels,
  history: historyLabels,
  errors: errorsLabels,
})

/** `useWidgetLabels` for the lazy parts: the same labels, with their groups registered. */
export const useWidgetLabels = (): WidgetLabels => useLoadedLabels()
