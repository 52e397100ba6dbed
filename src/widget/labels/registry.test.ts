import { describe, expect, it } from 'vitest'
import { registerLabels, widgetLabels } from './registry'
import { defaultLabels } from './widgetLabels'

describe('label registry', () => {
  it('holds the form’s groups in the first load, and the lazy parts’ groups once their module is loaded', async () => {
    expect(widgetLabels(undefined).form).toEqual(defaultLabels.form)
    expect(widgetLabels(undefined).review).toBeUndefined()
    await import('../lazyLabels')
    // Together, every group and every key of the public English defaults.
    expect(widgetLabels(undefined)).toEqual(defaultLabels)
  })

  it('lays a host’s overrides over a lazily registered group key by key, and re-merges after a registration', async () => {
    await import('../lazyLabels')
    const overrides = { review: { confirm: 'Go' }, errors: { USER_REJECTED: 'Declined' } }
    const labels = widgetLabels(overrides)
    expect(labels.review.confirm).toBe('Go')
    expect(labels.review.title).toBe('Review transfer')
    expect(labels.errors.USER_REJECTED).toBe('Declined')
    expect(labels.errors.TRANSACTION_FAILED).toBe('The transaction failed')
    expect(widgetLabels(overrides)).toBe(labels)
    registerLabels({ review: { title: 'Review transfer' } })
    expect(widgetLabels(overrides)).not.toBe(labels)
    expect(widgetLabels(overrides).review.confirm).toBe('Go')
  })
})
