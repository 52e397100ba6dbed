import { buttonLabels, type ButtonLabels } from './button'
import { catalogLabels, type CatalogLabels } from './catalog'
import { commonFormLabels, type CommonLabels } from './common'
import { commonPartsLabels } from './commonParts'
import { errorLabels, type ErrorLabels } from './errors'
import { formLabels, type FormLabels } from './form'
import { historyLabels, type HistoryLabels } from './history'
import { outcomeLabels, type OutcomeLabels } from './outcome'
import { pickerTriggerLabels, type PickerLabels } from './picker'
import { pickerDialogLabels } from './pickerDialog'
import { progressLabels, type ProgressLabels } from './progress'
import { promptLabels, type PromptLabels } from './prompts'
import { quoteSummaryLabels, type QuoteLabels } from './quote'
import { quoteBreakdownLabels } from './quoteBreakdown'
import { recipientFieldLabels, type RecipientLabels } from './recipient'
import { recipientNameLabels } from './recipientName'
import { reviewLabels, type ReviewLabels } from './review'
import { settingsFormLabels, type SettingsLabels } from './settings'
import { settingsPopoverLabels } from './settingsPopover'
import { overLabels } from './merge'

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
 * The widget's English strings. The widget itself does not import this object: the form's groups
 * are in its first load (./registry), the rest arrive with the parts that show them (../lazyLabels).
 */
export const defaultLabels: WidgetLabels = {
  common: { ...commonFormLabels, ...commonPartsLabels },
  form: formLabels,
  button: buttonLabels,
  picker: { ...pickerTriggerLabels, ...pickerDialogLabels },
  recipient: { ...recipientFieldLabels, ...recipientNameLabels },
  settings: { ...settingsFormLabels, ...settingsPopoverLabels },
  quote: { ...quoteSummaryLabels, ...quoteBreakdownLabels },
  review: reviewLabels,
  prompts: promptLabels,
  progress: progressLabels,
  outcome: outcomeLabels,
  history: historyLabels,
  catalog: catalogLabels,
  errors: errorLabels,
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
