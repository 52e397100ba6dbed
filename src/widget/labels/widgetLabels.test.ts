import { describe, expect, it } from 'vitest'
import { defaultLabels, mergeLabels } from './widgetLabels'

describe('mergeLabels', () => {
  it('is the English defaults without overrides', () => {
    expect(mergeLabels(undefined)).toBe(defaultLabels)
    expect(mergeLabels({}).review.confirm).toBe('Confirm')
  })

  it('lays one object of overrides over the defaults, group by group, keeping every other string', () => {
    const labels = mergeLabels({ review: { confirm: 'Go' }, button: { insufficientBalance: (symbol) => `Not enough ${symbol}` } })
    expect(labels.review.confirm).toBe('Go')
    expect(labels.review.title).toBe('Review transfer')
    expect(labels.button.insufficientBalance('ETH')).toBe('Not enough ETH')
    expect(labels.button.review).toBe('Review')
    expect(labels.quote).toBe(defaultLabels.quote)
  })

  it('merges records key by key: error titles by code, mode names, the service’s quote error codes', () => {
    const labels = mergeLabels({ errors: { USER_REJECTED: 'Declined' }, form: { modes: { bridge: 'Send' } }, quote: { errorCodes: { SWAP_IMPACT_TOO_HIGH: 'Price impact too high' } } })
    expect(labels.errors.USER_REJECTED).toBe('Declined')
    expect(labels.errors.TRANSACTION_FAILED).toBe('The transaction failed')
    expect(labels.form.modes).toEqual({ bridge: 'Send', 'venue-deposit': 'Deposit', 'venue-withdraw': 'Withdraw' })
    expect(labels.quote.errorCodes).toMatchObject({ AMOUNT_TOO_LOW: 'Amount too low', SWAP_IMPACT_TOO_HIGH: 'Price impact too high' })
  })

  it('skips undefined values and never changes the defaults', () => {
    const labels = mergeLabels({ review: { confirm: undefined }, common: { cancel: 'Annuler' } })
    expect(labels.review.confirm).toBe('Confirm')
    expect(labels.common.cancel).toBe('Annuler')
    expect(defaultLabels.common.cancel).toBe('Cancel')
  })
})
