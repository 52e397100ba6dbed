import { describe, expect, it } from 'vitest'
import { explorerAddressUrl } from './explorer'

const TOKEN = '0x6982508145454ce325ddbe47a25d4ec3d2311933'

describe('explorerAddressUrl', () => {
  it('links a token’s page from the service’s base form and from the widget’s template form', () => {
    expect(explorerAddressUrl('https://scan.example/', TOKEN)).toBe(`https://scan.example/address/${TOKEN}`)
    expect(explorerAddressUrl('https://scan.example/tx/{txHash}', TOKEN)).toBe(`https://scan.example/address/${TOKEN}`)
  })

  it('gives no link where the template has another shape, or there is no explorer, or the result is no web link', () => {
    expect(explorerAddressUrl('https://scan.example/t?h={txHash}', TOKEN)).toBeUndefined()
    expect(explorerAddressUrl(undefined, TOKEN)).toBeUndefined()
    expect(explorerAddressUrl('javascript:alert(1)//', TOKEN)).toBeUndefined()
  })
})
