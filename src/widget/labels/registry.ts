import { buttonLabels } from './en/button'
import { catalogLabels } from './en/catalog'
import { commonLabels } from './en/common'
import { formLabels } from './en/form'
import { pickerLabels } from './en/picker'
import { quoteLabels } from './en/quote'
import { recipientLabels } from './en/recipient'
import { settingsLabels } from './en/settings'
import { overLabels } from './merge'
import type { WidgetLabelOverrides, WidgetLabels } from './widgetLabels'

/** Some groups' English, or part of a group's. */
export type LabelDefaults = { [Group in keyof WidgetLabels]?: Partial<WidgetLabels[Group]> }

// The groups the form reads (of picker, settings and quote, the keys it reads), in the first load. The parts that load after it register theirs
// (../lazyLabels) before they first render, so a group is always here when a part reads it.
let defaults: LabelDefaults = {
  common: commonLabels,
  form: formLabels,
  button: buttonLabels,
  picker: pickerLabels,
  recipient: recipientLabels,
  settings: settingsLabels,
  quote: quoteLabels,
  catalog: catalogLabels,
}
// Per host overrides object (a `WidgetRoot`'s `labels`), so every part of a render reads one object.
let merged = new WeakMap<object, WidgetLabels>()
const noOverrides = {}

/** Adds English defaults that load with a lazy part: group by group, key by key. */
export function registerLabels(more: LabelDefaults): void {
  const next: Record<string, unknown> = { ...defaults }
  for (const [group, words] of Object.entries(more)) next[group] = { ...(next[group] as object | undefined), ...words }
  defaults = next as LabelDefaults
  merged = new WeakMap()
}

/** The English defaults loaded so far with a host's overrides laid over them. */
export function widgetLabels(overrides: WidgetLabelOverrides | undefined): WidgetLabels {
  const key = overrides ?? noOverrides
  let labels = merged.get(key)
  if (!labels) {
    // Typed whole: a part reads only groups that are registered by the time it renders (above).
    labels = overLabels(defaults as WidgetLabels, overrides)
    merged.set(key, labels)
  }
  return labels
}
