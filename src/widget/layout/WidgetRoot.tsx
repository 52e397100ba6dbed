import { useMemo, useState, type ComponentPropsWithoutRef, type CSSProperties, type ReactElement } from 'react'
import { DirectionProvider } from '@radix-ui/react-direction'
import { WidgetUiContext, type WidgetUiContextValue } from '../context'
import { isRtlLocale } from '../i18n/locale'
import { useShownLocale } from '../i18n/useShownLocale'
import { overLabels } from '../labels/merge'
import type { WidgetLabelOverrides } from '../labels/widgetLabels'
import type { WidgetTheme } from '../types'

export interface WidgetRootProps extends ComponentPropsWithoutRef<'div'> {
  theme?: WidgetTheme | undefined
  /** The host's strings over the locale's (English by default), by group (see `WidgetLabelOverrides`). */
  labels?: WidgetLabelOverrides | undefined
  /**
   * The language, a BCP 47 tag (`de`, `pt-BR`; `pt` reads `pt-BR`). Default: the browser's first
   * language the widget ships, else English. See `BridgeWidgetProps.locale`.
   */
  locale?: string | undefined
}

/**
 * The widget's themed root: `data-ferry-theme` (`light` under custom properties), the host's
 * `--ferry-*` overrides as inline custom properties, `lang` and `dir` of the locale shown, and the
 * locale, labels and portal container that the parts and the dialogs below read. Other props pass
 * through to the `div`; a `dir` given here wins over the locale's (for Radix's keys too, when `ltr` or `rtl`).
 */
export function WidgetRoot({ theme = 'light', labels, locale: asked, dir: askedDir, className, style, children, ...props }: WidgetRootProps): ReactElement {
  const [container, setContainer] = useState<HTMLDivElement | null>(null)
  const { locale, labels: localeLabels } = useShownLocale(asked)
  // The locale's strings under the host's, key by key (a locale's file has every group, so none of the host's is left out).
  const value = useMemo<WidgetUiContextValue>(
    () => ({ overrides: localeLabels ? overLabels(localeLabels, labels) : labels, container, locale }),
    [labels, localeLabels, container, locale],
  )
  const vars = typeof theme === 'object' ? (theme as CSSProperties) : undefined
  const dir = askedDir === 'ltr' || askedDir === 'rtl' ? askedDir : isRtlLocale(locale) ? 'rtl' : 'ltr'
  return (
    <div
      ref={setContainer}
      className={['ferry-widget', className].filter(Boolean).join(' ')}
      data-ferry-theme={typeof theme === 'string' ? theme : 'light'}
      lang={locale}
      dir={askedDir ?? dir}
      style={vars || style ? { ...vars, ...style } : undefined}
      {...props}
    >
      {/* Radix reads the direction from context, not from the DOM: its arrow keys (tabs, chips) mirror with it. */}
      <DirectionProvider dir={dir}>
        <WidgetUiContext.Provider value={value}>{children}</WidgetUiContext.Provider>
      </DirectionProvider>
    </div>
  )
}
