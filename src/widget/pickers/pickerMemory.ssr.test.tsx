import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { createPickerMemoryStore, usePickerMemory } from './pickerMemory'

function Recent() {
  const { recent } = usePickerMemory('ssr-test')
  return createElement('p', null, `${recent.length} recent`)
}

describe('picker memory without a browser', () => {
  it('renders on a server, where there is no window and no localStorage, as an empty memory', () => {
    expect(typeof window).toBe('undefined')
    expect(renderToString(createElement(Recent))).toBe('<p>0 recent</p>')
  })

  it('keeps picks in memory where there is no localStorage', () => {
    const store = createPickerMemoryStore({ namespace: 'ssr-test' })
    store.getState().remember({ chainId: 1, address: '0x0000000000000000000000000000000000000001', symbol: 'A', name: 'A', decimals: 18 })
    expect(store.getState().recent.map((currency) => currency.symbol)).toEqual(['A'])
  })
})
