import type { WidgetLabelOverrides, WidgetLabels } from '../labels/widgetLabels'
import { formatMessage, parseMessage } from './icu'
import type { Messages } from './englishMessages'
import { signatures, type FunctionKey } from './signatures'

const isFunctionKey = (key: string): key is FunctionKey => Object.hasOwn(signatures, key)

/**
 * A locale's messages as labels of the `WidgetLabels` shape, laid over English like a host's: plain
 * messages formatted once, function labels built from their signature (./signatures). Every message
 * is parsed here, so a malformed one fails the load (the widget then stays in English).
 */
export function compileMessages(messages: Messages, locale: string): WidgetLabelOverrides {
  // Every group, even one the messages leave out, so that a host's words for it are laid over this object too (WidgetRoot).
  const labels: Record<keyof WidgetLabels, Record<string, unknown>> & Record<string, Record<string, unknown>> = {
    common: {},
    form: {},
    button: {},
    picker: {},
    recipient: {},
    settings: {},
    quote: {},
    review: {},
    prompts: {},
    progress: {},
    outcome: {},
    history: {},
    catalog: {},
    errors: {},
  }
  for (const [key, message] of Object.entries(messages)) {
    parseMessage(message)
    const [group = '', name = '', entry] = key.split('.')
    const value = isFunctionKey(key) ? signatures[key].build((values) => formatMessage(message, locale, values), locale) : formatMessage(message, locale, {})
    const words = (labels[group] ??= {})
    if (entry === undefined) words[name] = value
    else ((words[name] ??= {}) as Record<string, unknown>)[entry] = value
  }
  // Keyed as `WidgetLabels` is (the key test holds every file to English's keys).
  return labels as WidgetLabelOverrides
}
