// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { TabList, TabPanel, type TabItem } from './Tabs'

afterEach(cleanup)

const items: TabItem[] = [
  { value: 'bridge', label: 'Bridge', className: 'tab' },
  { value: 'deposit', label: 'Deposit', className: 'tab', disabled: true },
  { value: 'withdraw', label: 'Withdraw', className: 'tab' },
  { value: 'history', label: 'History', className: 'tab' },
]

function Harness() {
  const [value, setValue] = useState('bridge')
  return (
    <>
      <TabList idBase="t" label="Transfer type" items={items} value={value} onSelect={setValue} />
      <TabPanel idBase="t" value={value}>
        panel {value}
      </TabPanel>
    </>
  )
}

const tab = (name: string) => screen.getByRole('tab', { name })

describe('TabList', () => {
  it('names the list, marks the chosen tab and ties it to the one panel rendered', () => {
    render(<Harness />)
    expect(screen.getByRole('tablist', { name: 'Transfer type' })).toBeTruthy()
    expect(tab('Bridge').getAttribute('aria-selected')).toBe('true')
    expect(tab('Withdraw').getAttribute('aria-selected')).toBe('false')
    const panel = screen.getByRole('tabpanel', { name: 'Bridge' })
    expect(tab('Bridge').getAttribute('aria-controls')).toBe(panel.id)
    expect(panel.textContent).toBe('panel bridge')
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1)
  })

  it('is one tab stop: only the chosen tab is in the tab order', () => {
    render(<Harness />)
    expect(screen.getAllByRole('tab').map((element) => element.tabIndex)).toEqual([0, -1, -1, -1])
  })

  it('chooses a tab on mouse down and on click (Enter, Space)', () => {
    render(<Harness />)
    fireEvent.mouseDown(tab('Withdraw'), { button: 0 })
    expect(tab('Withdraw').getAttribute('aria-selected')).toBe('true')
    fireEvent.click(tab('History'))
    expect(screen.getByRole('tabpanel', { name: 'History' }).textContent).toBe('panel history')
  })

  it('moves with the arrow keys, skipping a disabled tab and wrapping at both ends, and chooses the tab it lands on', () => {
    render(<Harness />)
    tab('Bridge').focus()
    fireEvent.keyDown(tab('Bridge'), { key: 'ArrowRight' })
    expect(document.activeElement).toBe(tab('Withdraw'))
    expect(tab('Withdraw').getAttribute('aria-selected')).toBe('true')
    fireEvent.keyDown(tab('Withdraw'), { key: 'ArrowRight' })
    fireEvent.keyDown(tab('History'), { key: 'ArrowRight' })
    expect(document.activeElement).toBe(tab('Bridge'))
    fireEvent.keyDown(tab('Bridge'), { key: 'ArrowLeft' })
    expect(document.activeElement).toBe(tab('History'))
  })

  it('goes to the first and last tab with Home and End', () => {
    render(<Harness />)
    tab('Bridge').focus()
    fireEvent.keyDown(tab('Bridge'), { key: 'End' })
    expect(document.activeElement).toBe(tab('History'))
    fireEvent.keyDown(tab('History'), { key: 'Home' })
    expect(document.activeElement).toBe(tab('Bridge'))
    expect(tab('Bridge').getAttribute('aria-selected')).toBe('true')
  })

  it('never chooses a disabled tab', () => {
    render(<Harness />)
    fireEvent.mouseDown(tab('Deposit'), { button: 0 })
    fireEvent.click(tab('Deposit'))
    expect(tab('Bridge').getAttribute('aria-selected')).toBe('true')
  })
})
