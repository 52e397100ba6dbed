import { useEffect, useState } from 'react'
import { useWidgetLocale } from '../i18n/locale'
import { hasLocaleMarks } from './numberMarks'

/**
 * The widget's locale, for the number formatters (`{ locale }`). Another locale than English loads
 * its marks (numberMarksIntl.ts) on first use and re-renders the caller once they are in: until
 * then its numbers read as English, as its strings do until its messages load.
 */
export function useNumberLocale(): string {
  const locale = useWidgetLocale()
  const [, setLoaded] = useState(false)
  useEffect(() => {
    if (locale !== 'en' && !hasLocaleMarks()) void import('./numberMarksIntl').then(() => setLoaded(true))
  }, [locale])
  return locale
}
