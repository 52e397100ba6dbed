import { beforeEach, describe, expect, it, vi } from 'vitest'

// The registry as a first load leaves it: its modules afresh for each test, whatever ran before.
const loadRegistry = () => import('./registry')

describe('label registry', () => {
  beforeEach(() => vi.resetModules())

  it('holds the form’s groups in the first load, and the lazy parts’ groups once their module is loaded', async () => {
    const { widgetLabels } = await loadRegistry()
    const { defaultLabels } = await import('./widgetLabels')
    expect(widgetLabels(undefined).form).toEqual(defaultLabels.form)
    expect(widgetLabels(undefined).review).toBeUndefined()
    await import('../lazyLabels')
    // Together, every group and every key of the public English defaults.
    expect(widgetLabels(undefined)).toEqual(defaultLabels)
  })

  it('lays a host’s overrides over a lazily registered group key by key, and re-merges after a registration', async () => {
    const { registerLabels, widgetLabels } = await loadRegistry()
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
