// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useFocusOnMount } from './useFocusOnMount'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

function View({ title }: { title: string }) {
  const heading = useFocusOnMount<HTMLHeadingElement>()
  return (
    <h3 ref={heading} tabIndex={-1}>
      {title}
    </h3>
  )
}

/** A control that replaces itself with a view, as Confirm does with the progress. */
function Swap({ title }: { title: string }) {
  const [shown, setShown] = useState(false)
  return shown ? <View title={title} /> : <button onClick={() => setShown(true)}>Show</button>
}

describe('useFocusOnMount', () => {
  it("a view that replaces the focused control takes the focus on its heading, never leaving it on <body>", () => {
    render(<Swap title="Transfer in progress" />)
    const show = screen.getByRole('button', { name: 'Show' })
    show.focus()
    fireEvent.click(show)
    expect(screen.getByRole('heading', { name: 'Transfer in progress' })).toHaveFocus()
  })

  it('focuses once: a re-render leaves the focus where the user moved it', () => {
    const { rerender } = render(
      <>
        <View title="Transfer in progress" />
        <button>Cancel</button>
      </>,
    )
    expect(screen.getByRole('heading')).toHaveFocus()
    screen.getByRole('button', { name: 'Cancel' }).focus()
    rerender(
      <>
        <View title="Sending ETH" />
        <button>Cancel</button>
      </>,
    )
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus()
  })

  it("takes no focus the user put elsewhere on the host's page", () => {
    const { rerender } = render(<input aria-label="Host search" />)
    screen.getByRole('textbox', { name: 'Host search' }).focus()
    rerender(
      <>
        <input aria-label="Host search" />
        <View title="Transfer complete" />
      </>,
    )
    expect(screen.getByRole('textbox', { name: 'Host search' })).toHaveFocus()
  })

  it('takes no focus on a page the user has not touched yet (a reload with a run under way)', () => {
    vi.stubGlobal('navigator', { ...navigator, userActivation: { hasBeenActive: false, isActive: false } })
    render(<View title="Transfer in progress" />)
    expect(document.body).toHaveFocus()
  })
})
