import { ageOf, type Age } from '../display/time'

// What the compiled messages (../labels/en/, ./locales/, written by scripts/compile-messages.mjs)
// call at run time: the locale's plural rules and digits, and the few labels whose values are made
// before they reach the message. The messages themselves are parsed at build time, never here.

/** A plural's branches: exact counts (`=1`), the locale's categories (`one`, `few`), and `other`. */
export type PluralBranches = Readonly<Record<string, string>> & { readonly other: string }

/** The branch for `count`: an exact `=N` first, then the locale's plural category, else `other`. */
export function plural(locale: string, count: number, branches: PluralBranches): string {
  return branches[`=${count}`] ?? branches[pluralRules(locale).select(count)] ?? branches.other
}

/** A plural's `#`: the count with the locale's digits and grouping. */
export function formatCount(locale: string, count: number): string {
  return numberFormat(locale).format(count)
}

/**
 * Titles joined two by two: the sentence so far as `first`, the next title as `next`, and `last` for
 * the final pair. It starts with a capital; later titles with a small letter, as in the middle of a
 * sentence, except in German, where a noun keeps its capital, and a title that starts with an
 * acronym or a symbol (`USDC onayla`), which keeps it as written.
 */
export function joinTitles(locale: string, titles: readonly string[], join: (first: string, next: string, position: 'last' | 'other') => string): string {
  let text = titles[0] ?? ''
  for (let index = 1; index < titles.length; index++) {
    const title = titles[index]!
    const next = locale === 'de' || ACRONYM_FIRST.test(title) ? title : title.charAt(0).toLocaleLowerCase(locale) + title.slice(1)
    text = join(text, next, index === titles.length - 1 ? 'last' : 'other')
  }
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1)
}
const ACRONYM_FIRST = /^\p{Lu}{2}/u

/** How long ago, from whole seconds: the unit people say it in (`now`, `minute`, `hour`, `day`) and the count in it. */
export function byAge(seconds: number, say: (unit: Age['unit'], count: number) => string): string {
  const { unit, count } = ageOf(seconds)
  return say(unit, count)
}

/** A duration ahead: seconds under a minute, else whole minutes. */
export function byEstimate(seconds: number, say: (unit: 'second' | 'minute', count: number) => string): string {
  return seconds < 60 ? say('second', seconds) : say('minute', Math.round(seconds / 60))
}

const numberFormats = new Map<string, Intl.NumberFormat>()
const pluralRuleSets = new Map<string, Intl.PluralRules>()

function numberFormat(locale: string): Intl.NumberFormat {
  let format = numberFormats.get(locale)
  if (!format) numberFormats.set(locale, (format = new Intl.NumberFormat(locale)))
  return format
}

function pluralRules(locale: string): Intl.PluralRules {
  let rules = pluralRuleSets.get(locale)
  if (!rules) pluralRuleSets.set(locale, (rules = new Intl.PluralRules(locale)))
  return rules
}
