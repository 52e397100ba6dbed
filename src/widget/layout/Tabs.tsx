import type { KeyboardEvent, ReactElement, ReactNode } from 'react'
import { useDirection } from '@radix-ui/react-direction'

// The widget's tabs (modes and history) as plain buttons with the WAI-ARIA tab roles, in the shape
// Radix Tabs has: a tab is chosen on mouse down, Enter or Space, and on focus (arrows, Home, End,
// wrapping, disabled tabs skipped); one tab stop; only the chosen panel is rendered; the arrows follow
// the direction Radix's DirectionProvider gives (WidgetRoot), so ArrowLeft is "next" right to left.
// Radix Tabs brings its collection, roving-focus and presence packages into an app's first load,
// about 9 kB gzip that a wagmi dApp does not already ship (measured by bench/firstload), for this.

export interface TabItem {
  value: string
  label: ReactNode
  className: string
  title?: string | undefined
  disabled?: boolean | undefined
}

export interface TabListProps {
  /** Prefix of the tabs' and panels' ids (a `useId()`). */
  idBase: string
  label: string
  items: TabItem[]
  value: string
  onSelect(value: string): void
}

const tabId = (idBase: string, value: string) => `${idBase}-tab-${value}`
const panelId = (idBase: string, value: string) => `${idBase}-panel-${value}`

export function TabList({ idBase, label, items, value, onSelect }: TabListProps): ReactElement {
  const select = (item: TabItem) => {
    if (!item.disabled && item.value !== value) onSelect(item.value)
  }
  const forward = useDirection() === 'rtl' ? 'ArrowLeft' : 'ArrowRight'
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const buttons = [...(event.currentTarget.parentElement?.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)') ?? [])]
    const at = buttons.indexOf(event.currentTarget)
    const step = event.key === forward ? 1 : event.key === 'ArrowLeft' || event.key === 'ArrowRight' ? -1 : undefined
    const next = step !== undefined ? at + step : { Home: 0, End: buttons.length - 1 }[event.key]
    if (next === undefined || buttons.length === 0) return
    event.preventDefault()
    // Focus chooses the tab (onFocus), as Radix's automatic activation did.
    buttons[(next + buttons.length) % buttons.length]?.focus()
  }
  return (
    <div role="tablist" aria-label={label} aria-orientation="horizontal" className="ferry-tabs__list">
      {items.map((item) => {
        const selected = item.value === value
        return (
          <button
            key={item.value}
            type="button"
            role="tab"
            id={tabId(idBase, item.value)}
            aria-selected={selected}
            aria-controls={panelId(idBase, item.value)}
            data-state={selected ? 'active' : 'inactive'}
            tabIndex={selected ? 0 : -1}
            disabled={item.disabled}
            title={item.title}
            className={item.className}
            // Chosen as the button goes down (a click chooses it too: Enter, Space, a tap).
            onMouseDown={(event) => {
              if (event.button === 0 && !event.ctrlKey) select(item)
            }}
            onClick={() => select(item)}
            onFocus={() => select(item)}
            onKeyDown={onKeyDown}
          >
            {item.label}
          </button>
        )
      })}
    </div>
  )
}

export function TabPanel({ idBase, value, children }: { idBase: string; value: string; children: ReactNode }): ReactElement {
  return (
    <div role="tabpanel" id={panelId(idBase, value)} aria-labelledby={tabId(idBase, value)} tabIndex={0} className="ferry-tabs__panel">
      {children}
    </div>
  )
}
