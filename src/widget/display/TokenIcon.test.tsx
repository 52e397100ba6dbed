// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import { cleanup, fireEvent, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { avatarFor } from './avatar'
import { ChainIcon, TokenIcon } from './TokenIcon'

afterEach(cleanup)

const USDC = { symbol: 'USDC', address: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913' }
const BASE = { id: 8453, name: 'Base' }

describe('avatarFor', () => {
  it('gives the same colour to an address whatever its case, and different colours to different seeds', () => {
    expect(avatarFor(USDC.address, 'USDC').hue).toBe(avatarFor(USDC.address.toLowerCase(), 'USDC').hue)
    const hues = new Set(['0x01', '0x02', '0x03', '0x04', '0x05'].map((seed) => avatarFor(seed, 'X').hue))
    expect(hues.size).toBeGreaterThan(1)
  })

  it('takes one initial from a symbol and two from a name of several words, never blank', () => {
    expect(avatarFor('a', 'USDC').initials).toBe('U')
    expect(avatarFor('a', 'Arbitrum One').initials).toBe('AO')
    expect(avatarFor('a', '—').initials).toBe('?')
  })
})

describe('TokenIcon', () => {
  it('shows initials when the currency has no logo', () => {
    const { container } = render(<TokenIcon currency={USDC} />)
    expect(container.querySelector('.ferry-logo--avatar')).toHaveTextContent('U')
    expect(container.querySelector('img')).toBeNull()
  })

  it('shows the logo, and falls back to the avatar when the image fails to load', () => {
    const { container } = render(<TokenIcon currency={{ ...USDC, logoURI: 'https://logo.example/usdc.png' }} />)
    const image = container.querySelector('img')
    expect(image).toHaveAttribute('src', 'https://logo.example/usdc.png')
    fireEvent.error(image as HTMLImageElement)
    expect(container.querySelector('img')).toBeNull()
    expect(container.querySelector('.ferry-logo--avatar')).toHaveTextContent('U')
  })

  it('tries a new logo again after an earlier one failed', () => {
    const { container, rerender } = render(<TokenIcon currency={{ ...USDC, logoURI: 'https://logo.example/broken.png' }} />)
    fireEvent.error(container.querySelector('img') as HTMLImageElement)
    rerender(<TokenIcon currency={{ ...USDC, logoURI: 'https://logo.example/usdc.png' }} />)
    expect(container.querySelector('img')).toHaveAttribute('src', 'https://logo.example/usdc.png')
  })

  it('adds the chain as a badge, and hides itself from assistive technology', () => {
    const { container } = render(<TokenIcon currency={USDC} chain={BASE} size={32} />)
    expect(container.querySelector('.ferry-icon__badge .ferry-logo--square')).toHaveTextContent('B')
    for (const logo of container.querySelectorAll('.ferry-logo')) expect(logo).toHaveAttribute('aria-hidden', 'true')
  })
})

describe('ChainIcon', () => {
  it('shows the chain logo when given, else its initials', () => {
    const withLogo = render(<ChainIcon chain={{ ...BASE, logoURI: 'https://logo.example/base.svg' }} />)
    expect(withLogo.container.querySelector('img')).toHaveAttribute('src', 'https://logo.example/base.svg')
    const without = render(<ChainIcon chain={{ id: 42161, name: 'Arbitrum One' }} />)
    expect(without.container.querySelector('.ferry-logo--avatar')).toHaveTextContent('AO')
  })
})
