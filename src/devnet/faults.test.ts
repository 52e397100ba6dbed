import { describe, expect, it } from 'vitest'
import { Faults } from './faults'

/** Whether `promise` has settled once every queued microtask has run. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false
  void promise.then(() => (done = true))
  await new Promise((resolve) => setImmediate(resolve))
  return done
}

describe('Faults: holding fills', () => {
  it('lets fills through at once when nothing holds them', async () => {
    expect(await settled(new Faults().fillReleased())).toBe(true)
  })

  it('keeps every fill that reached the hold waiting until holdFills is set false, then lets them all go', async () => {
    const faults = new Faults()
    faults.set({ holdFills: true })
    const waiting = [faults.fillReleased(), faults.fillReleased()]
    expect(await settled(Promise.race(waiting))).toBe(false)
    expect(faults.snapshot().holdFills).toBe(true)
    faults.set({ holdFills: false })
    expect(await settled(Promise.all(waiting).then(() => undefined))).toBe(true)
    expect(await settled(faults.fillReleased())).toBe(true)
  })

  it('reset releases held fills, and a second hold waits again', async () => {
    const faults = new Faults()
    faults.set({ holdFills: true })
    const first = faults.fillReleased()
    faults.reset()
    expect(await settled(first)).toBe(true)
    faults.set({ holdFills: true })
    expect(await settled(faults.fillReleased())).toBe(false)
    faults.reset()
  })
})
