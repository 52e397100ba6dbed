// Plurals of the compiled messages (scripts/compile-messages.mjs): the locale's rules and digits.

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
