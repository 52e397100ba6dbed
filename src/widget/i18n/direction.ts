/** Written right to left. */
const RTL: ReadonlySet<string> = new Set(['ar'])

export const isRtlLocale = (locale: string): boolean => RTL.has(locale)
