// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { WidgetChain } from '../types'
import { ChainList } from './ChainList'

afterEach(cleanup)

const CHAINS: WidgetChain[] = ['Ethereum', 'Arbitrum One', 'Base', 'Linea', 'Scroll', 'Blast', 'Mantle', 'Celo', 'Gnosis', 'Sei'].map((name, index) => ({
  id: [1, 42161, 8453, 59144, 534352, 81457, 5000, 42220, 100, 1329][index]!,
  name,
}))

function Controlled({ onChange }: { onChange(chainId: number | undefined): void }) {
  const [value, setValue] = useState<number | undefined>()
  return (
    <ChainList
      chains={CHAINS}
      value={value}
      recent={[100]}
      onChange={(next) => {
        setValue(next)
        onChange(next)
      }}
    />
  )
}

const radios = () => within(screen.getByRole('radiogroup', { name: 'Chain' })).getAllByRole('radio')
// The name beside each logo (a logo without an image shows the chain's initials, hidden to assistive tech).
const radioNames = () => radios().map((radio) => radio.lastElementChild?.textContent)

describe('ChainList', () => {
  it('lists All chains, the popular chains, the recent ones, then the rest A–Z, as one radio group', () => {
    render(<Controlled onChange={() => undefined} />)
    expect(radioNames()).toEqual(['All chains', 'Ethereum', 'Base', 'Arbitrum One', 'Gnosis', 'Blast', 'Celo', 'Linea', 'Mantle', 'Scroll', 'Sei'])
    expect(screen.getByRole('radio', { name: 'All chains' })).toHaveAttribute('aria-checked', 'true')
    expect(screen.getByText('Recent chains')).toHaveAttribute('aria-hidden', 'true')
  })

  it('filters the chains by name as the search is typed, and says when none matches', async () => {
    const user = userEvent.setup()
    render(<Controlled onChange={() => undefined} />)
    await user.type(screen.getByRole('searchbox', { name: 'Search chains' }), 'se')
    expect(radioNames()).toEqual(['Base', 'Sei'])
    await user.type(screen.getByRole('searchbox', { name: 'Search chains' }), 'x')
    expect(screen.queryAllByRole('radio')).toEqual([])
    expect(screen.getByRole('status')).toHaveTextContent('No chain matches.')
  })

  it('enters the chains from the search with ArrowDown, moves with the arrow keys and picks with Enter', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<Controlled onChange={onChange} />)
    await user.click(screen.getByRole('searchbox', { name: 'Search chains' }))
    await user.keyboard('{ArrowDown}')
    expect(screen.getByRole('radio', { name: 'All chains' })).toHaveFocus()
    await user.keyboard('{ArrowDown}{ArrowDown}')
    expect(screen.getByRole('radio', { name: 'Base' })).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(onChange).toHaveBeenLastCalledWith(8453)
    expect(screen.getByRole('radio', { name: 'Base' })).toHaveAttribute('aria-checked', 'true')
  })

  it('stops at the first chain going up, jumps to the last with End, and picks with Space', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<Controlled onChange={onChange} />)
    await user.click(screen.getByRole('radio', { name: 'Ethereum' }))
    await user.keyboard('{ArrowUp}{ArrowUp}')
    expect(screen.getByRole('radio', { name: 'All chains' }), 'no wrap past the top').toHaveFocus()
    await user.keyboard('{End}')
    expect(screen.getByRole('radio', { name: 'Sei' })).toHaveFocus()
    await user.keyboard(' ')
    expect(onChange).toHaveBeenLastCalledWith(1329)
  })

  it('picks the first match on Enter in the search', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<Controlled onChange={onChange} />)
    await user.type(screen.getByRole('searchbox', { name: 'Search chains' }), 'line{Enter}')
    expect(onChange).toHaveBeenCalledWith(59144)
  })
})
