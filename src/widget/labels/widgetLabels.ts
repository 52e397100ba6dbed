import type { ButtonLabels } from './button'
import type { CatalogLabels } from './catalog'
import type { CommonLabels } from './common'
import { buttonLabels } from './en/button'
import { catalogLabels } from './en/catalog'
import { commonLabels } from './en/common'
import { commonLaterLabels } from './en/commonLater'
import { errorsLabels } from './en/errors'
import { formLabels } from './en/form'
import { historyLabels } from './en/history'
import { outcomeLabels } from './en/outcome'
import { pickerLabels } from './en/picker'
import { pickerLaterLabels } from './en/pickerLater'
import { progressLabels } from './en/progress'
import { promptsLabels } from './en/prompts'
import { quoteLabels } from './en/quote'
import { quoteLaterLabels } from './en/quoteLater'
import { recipientLabels } from './en/recipient'
import { recipientLaterLabels } from './en/recipientLater'
import { reviewLabels } from './en/review'
import { settingsLabels } from './en/settings'
import { settingsLaterLabels } from './en/settingsLater'
import type { ErrorLabels } from './errors'
import type { FormLabels } from './form'
import type { HistoryLabels } from './history'
import { overLabels } from './merge'
import type { OutcomeLabels } from './outcome'
import type { PickerLabels } from './picker'
import type { ProgressLabels } from './progress'
import type { PromptLabels } from './prompts'
import type { QuoteLabels } from './quote'
import type { RecipientLabels } from './recipient'
import type { ReviewLabels } from './review'
import type { SettingsLabels } from './settings'

/**
 * Every user-facing string of the widget, grouped by the view that shows it. Plain strings, or
 * functions where a value is interpolated, so a translation can reorder words. Every part reads
 * them from `WidgetRoot`'s context (English outside one).
 */
export interface WidgetLabels {
  common: CommonLabels
  form: FormLabels
  button: ButtonLabels
  picker: PickerLabels
  recipient: RecipientLabels
  settings: SettingsLabels
  quote: QuoteLabels
  review: ReviewLabels
  prompts: PromptLabels
  progress: ProgressLabels
  outcome: OutcomeLabels
  history: HistoryLabels
  catalog: CatalogLabels
  /** Titles of a run's errors by their `FerryErrorCode`. */
  errors: ErrorLabels
}

/**
 * The widget's English strings, compiled from its English messages (src/widget/i18n/englishMessages.ts)
 * into ./en/. The widget itself does not import this object: the form's groups are in its first
 * load (./registry), the rest arrive with the parts that show them (../lazyLabels).
 */
export const defaultLabels: WidgetLabels = {
  common: { ...commonLabels, ...commonLaterLabels },
  form: formLabels,
  button: buttonLabels,
  picker: { ...pickerLabels, ...pickerLaterLabels },
  recipient: { ...recipientLabels, ...recipientLaterLabels },
  settings: { ...settingsLabels, ...settingsLaterLabels },
  quote: { ...quoteLabels, ...quoteLaterLabels },
  review: reviewLabels,
  prompts: promptsLabels,
  progress: progressLabels,
  outcome: outcomeLabels,
  history: historyLabels,
  catalog: catalogLabels,
  errors: errorsLabels,
}

/** A group's overrides: any of its keys; a record of words (`form.modes`, `quote.errorCodes`) key by key. */
export type LabelGroupOverrides<Group> = {
  [Key in keyof Group]?: (Group[Key] extends (...args: never[]) => unknown ? Group[Key] : Group[Key] extends object ? Partial<Group[Key]> : Group[Key]) | undefined
}

/**
 * A host's strings, as one object, by group:
 * `{ review: { confirm: 'Go' }, errors: { USER_REJECTED: 'Declined' }, form: { modes: { bridge: 'Send' } } }`.
 */
export type WidgetLabelOverrides = { [Group in keyof WidgetLabels]?: LabelGroupOverrides<WidgetLabels[Group]> | undefined }

/** `defaultLabels` with a host's overrides laid over them: group by group, and a record within a group key by key. */
export function mergeLabels(overrides: WidgetLabelOverrides | undefined): WidgetLabels {
  return overLabels(defaultLabels, overrides)
}
