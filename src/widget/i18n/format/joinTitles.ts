/**
 * Titles joined two by two, for a compiled list message (`prompts.sequence`, `prompts.batch`): the
 * sentence so far as `first`, the next title as `next`, and `last` for the final pair. It starts
 * with a capital; later titles with a small letter, as in the middle of a sentence, except in
 * German, where a noun keeps its capital, and a title that starts with an acronym or a symbol
 * (`USDC onayla`), which keeps it as written.
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
