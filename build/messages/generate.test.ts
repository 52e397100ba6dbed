import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import en from '../../src/widget/i18n/englishMessages'
import { GENERATED_FOLDERS, generatedFiles, localeModule } from './generate'

const root = new URL('../../', import.meta.url)
const committed = (path: string) => readFileSync(new URL(path, root), 'utf8')

describe('the compiled messages', () => {
  it('are committed as the messages compile now (run `npm run messages` after editing a message)', () => {
    for (const { path, source } of generatedFiles) expect(committed(path), path).toBe(source)
  })

  it('leave no file of a locale whose messages are gone', () => {
    const generated = new Set(generatedFiles.map(({ path }) => path))
    for (const folder of GENERATED_FOLDERS) for (const name of readdirSync(new URL(`${folder}/`, root))) expect(generated, `${folder}/${name}`).toContain(`${folder}/${name}`)
  })

  it('fail for a locale whose file lacks a key of English, or has one English does not', () => {
    const { 'review.confirm': _, ...missing } = en
    expect(() => localeModule('de', missing)).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT', message: expect.stringContaining('missing: review.confirm') }))
    expect(() => localeModule('de', { ...en, 'review.extra': 'x' })).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT', message: expect.stringContaining('review.extra') }))
  })

  it('fail for a malformed message', () => {
    expect(() => localeModule('de', { ...en, 'review.confirm': 'Bestätigen {' })).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }))
  })
})
