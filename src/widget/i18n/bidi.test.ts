import { describe, expect, it } from 'vitest'
import ar from './locales/ar'

const FSI = '\u2068'
const PDI = '\u2069'

describe('Arabic bidi', () => {
  it("the unverified warning keeps a token's symbol, its name and both brackets in one isolate, so they never mirror into `(QRKS (Quarks`", () => {
    const body = ar.picker.warningBody('QRKS', 'Quarks', 'Anvil One')
    expect(body).toContain(`${FSI}QRKS (Quarks)${PDI}`)
    // Every isolate the message opens, it closes.
    expect(body.split(FSI).length).toBe(body.split(PDI).length)
  })
})
