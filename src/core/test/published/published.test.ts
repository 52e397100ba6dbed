import { describe, expect, it } from 'vitest'
import { loadPublished, runPublished, type Category } from './run'

/*
 * Responses the service and the venue publish (their docs, the service's OpenAPI document and its
 * SDK's tests, the venue SDK's recorded answers), one file each with its source: see SOURCES.md.
 * Each goes through what Ferry does with it, quotes through executeQuote's preflight with a wallet
 * that fails whatever it is asked. Nothing crashes, every real shape is accepted, and every refusal
 * is the expected one, names its field, says why, and happens before the wallet or the service is asked.
 */

const published = loadPublished()

describe('published responses', () => {
  it.each(published.map((entry) => [entry.name, entry] as const))('%s', async (_, entry) => {
    const { outcome, asked, message } = await runPublished(entry)
    expect(outcome).toEqual(entry.expect)
    if (outcome === 'accepted') return
    expect(asked, 'a refusal comes before anything is asked').toBe(0)
    expect(entry.why, 'an expected refusal says why it is right').toBeTruthy()
    if (outcome.field !== 'status') expect(message).toContain(outcome.field)
  })

  it('holds the set SOURCES.md counts, by category and outcome', () => {
    const counts: Record<string, string> = {}
    for (const { category, expect: outcome } of published) {
      const key: Category = category
      const [accepted = 0, refused = 0] = (counts[key] ?? '0/0').split('/').map(Number)
      counts[key] = outcome === 'accepted' ? `${accepted + 1}/${refused}` : `${accepted}/${refused + 1}`
    }
    // accepted/refused per category
    expect(counts).toEqual({
      quote: '13/12',
      step: '8/4',
      status: '7/0',
      error: '7/0',
      chains: '3/0',
      currencies: '3/0',
      'token-price': '0/1',
      'venue-spotMeta': '1/0',
      'venue-clearinghouseState': '1/0',
      'venue-exchange': '2/1',
    })
  })
})
