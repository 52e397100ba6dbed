import { describe, expect, it } from 'vitest'
import { MalformedResponseError } from './response'

describe('MalformedResponseError', () => {
  it('quotes at most about 1 kB of a path or a value the service sent', () => {
    const key = 'k'.repeat(1024 * 1024)
    const error = new MalformedResponseError({ resource: 'quote response', path: `steps.0.${key}`, message: `must be a string, got ${key}` })
    expect(error.message.length).toBeLessThan(1200)
    expect(error.path).toBe(`steps.0.${key}`)
  })
})
