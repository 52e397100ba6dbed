import { useMemo, useState, type ComponentPropsWithoutRef, type CSSProperties, type ReactElement } from 'react'
import { WidgetUiContext, type WidgetUiContextValue } from '../context'
import type { WidgetLabelOverrides } from '../labels/widgetLabels'
import type { WidgetTheme } from '../types'

export interface WidgetRootProps extends ComponentPropsWithoutRef<'div'> {
  theme?: WidgetTheme | undefined
  /** The host's strings over the English defaults, by group (see `WidgetLabelOverrides`). */
  labels?: WidgetLabelOverrides | undefined
}

/**
 * The widget's themed root: `data-ferry-theme` (`light` under custom properties), the host's
 * `--ferry-*` overrides as inline custom properties, and the labels and portal container that
 * dialogs and popovers below read. Other props pass through to the `div`.
 */
export function WidgetRoot({ theme = 'light', labels, className, style, children, ...props }: WidgetRootProps): ReactElement {
  const [container, setContainer] = useState<HTMLDivElement | null>(null)
  const value = useMemo<WidgetUiContextValue>(() => ({ overrides: labels, container }), [labels, container])
  const vars = typeof theme === 'object' ? (theme as CSSProperties) : undefined
  return (
    <div
      ref={setContainer}
      className={['ferry-widget', className].filter(Boolean).join(' ')}
      data-ferry-theme={typeof theme === 'string' ? theme : 'light'}
      style={vars || style ? { ...vars, ...style } : undefined}
      {...props}
    >
      <WidgetUiContext.Provider value={value}>{children}</WidgetUiContext.Provider>
    </div>
  )
}
