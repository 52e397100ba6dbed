import { readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parseMessage, type IcuNode } from '../../../build/messages/icu'
import { WIDGET_LOCALES } from './resolveLocale'
import en, { type Messages } from './englishMessages'

// Every file in messages/, so that each locale's file is checked the moment it lands.
const files = readdirSync(new URL('./messages/', import.meta.url)).filter((file) => /^[\w-]+\.ts$/.test(file))
const locales = files.map((file) => file.replace(/\.ts$/, ''))

/**
 * What a message asks of its values: each argument by name and kind, a select with its keys (a
 * translation must keep every branch English picks by), and the plural categories it uses.
 */
function shapeOf(message: string): { args: string[]; categories: string[] } {
  const args = new Set<string>()
  const categories = new Set<string>()
  const walk = (nodes: readonly IcuNode[]) => {
    for (const node of nodes) {
      if (typeof node === 'string' || node.kind === 'pound') continue
      if (node.kind === 'argument') args.add(node.name)
      else if (node.kind === 'select') args.add(`${node.name}, select, ${[...node.options.keys()].sort().join(' ')}`)
      else {
        args.add(`${node.name}, plural`)
        for (const key of node.options.keys()) if (!key.startsWith('=')) categories.add(key)
      }
      if (typeof node !== 'string' && node.kind !== 'argument') for (const branch of node.options.values()) walk(branch)
    }
  }
  walk(parseMessage(message))
  return { args: [...args].sort(), categories: [...categories] }
}

describe('messages: each locale’s file against English', () => {
  it('names only shipped locales', () => {
    for (const locale of locales) expect(WIDGET_LOCALES, locale).toContain(locale)
  })

  describe.each(locales)('%s', (locale) => {
    const load = async () => ((await import(`./messages/${locale}.ts`)) as { default: Messages }).default

    it('has every key of English and no other', async () => {
      const messages = await load()
      expect(Object.keys(en).filter((key) => !Object.hasOwn(messages, key)), 'missing').toEqual([])
      expect(Object.keys(messages).filter((key) => !Object.hasOwn(en, key)), 'not in English').toEqual([])
    })

    it('has messages that parse, with the placeholders of English and the locale’s plural categories', async () => {
      const messages = await load()
      const known = new Set(new Intl.PluralRules(locale).resolvedOptions().pluralCategories)
      for (const [key, message] of Object.entries(messages)) {
        if (!Object.hasOwn(en, key)) continue
        const shape = shapeOf(message)
        expect(shape.args, `${locale} ${key}`).toEqual(shapeOf(en[key as keyof typeof en]).args)
        expect(shape.categories.filter((category) => !known.has(category as Intl.LDMLPluralRule)), `${locale} ${key}: plural categories ${locale} does not have`).toEqual([])
      }
    })
  })
})
