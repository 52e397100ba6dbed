import { useState, type ClipboardEvent } from 'react'
import { readAmountText, toFieldDecimal, withoutIgnored, type AmountRefusal, type AmountText } from '../form/amountText'
import { loadPasteReader } from '../lazy'
import { formatUnitsForInput } from '../display/number'
import { parseAmount } from '../form/amount'
import { unitsForUsd, usdForUnits, type UsdPrice } from './usdPrice'

export interface AmountEntryOptions {
  /** The amount the form holds, a plain decimal in whole units. */
  value: string
  onChange(amount: string): void
  /** How separators read and which decimal mark the field writes: the widget's locale unless the field is given one. */
  locale: string | undefined
  /** The currency's decimals and a USD price for it, when a quote gave one (USD mode needs it). */
  decimals: number | undefined
  price: UsdPrice | undefined
  /** Which currency the price and the amount are in: USD mode ends when it changes. */
  currencyKey: string
}

export interface AmountEntry {
  /** What the field shows: the text as typed while it still reads as `value`, else `value` with the locale's decimal mark. */
  shown: string
  /** Why the last paste was refused (an address, hex, letters in the number); the field kept what it had. */
  refused: AmountRefusal | undefined
  /** The field takes dollars: `shown` is the dollar figure typed, `value` the token amount it buys. */
  usdMode: boolean
  canUseUsd: boolean
  setUsdMode(on: boolean): void
  onInput(text: string): void
  onPaste(event: ClipboardEvent<HTMLInputElement>): void
  /**
   * A shortcut or an outside change, in token mode: the form holds `amount`, and the field shows
   * `shown` (Max's exact amount at display precision) until the user edits it.
   */
  set(amount: string, shown?: string): void
}

interface Draft {
  text: string
  /** What the text gave the form: the draft stays shown only while the form still holds it. */
  sent: string
  usd: boolean
  currencyKey: string
  /** The locale it was typed in: another locale shows the amount with its own decimal mark instead. */
  locale: string | undefined
}

/** A draft as `locale` writes it: typed in another locale, its amount (tokens or dollars) with this one's decimal mark. */
function inLocale(draft: Draft, locale: string | undefined): Draft {
  if (draft.locale === locale) return draft
  const read = readAmountText(draft.text, { locale: draft.locale })
  return read.kind === 'amount' ? { ...draft, text: toFieldDecimal(read.decimal, locale), locale } : draft
}

/**
 * The amount field's typing rules: letters and currency signs never show, separators read per
 * locale, a paste is read whole and shown as the plain decimal it was read as (`1e3` is `1000`)
 * or refused with its reason (`0x12`, `12abc`, an address), and in USD mode the dollars typed become the token amount at the quoted price
 * (rounded down, bigint math). The form only ever holds a token amount.
 */
export function useAmountEntry({ value, onChange, locale, decimals, price, currencyKey }: AmountEntryOptions): AmountEntry {
  const [draft, setDraft] = useState<Draft>()
  const [refused, setRefused] = useState<AmountRefusal>()
  const current = draft !== undefined && draft.sent === value && draft.currencyKey === currencyKey ? inLocale(draft, locale) : undefined
  const canUseUsd = price !== undefined && decimals !== undefined
  const usdMode = canUseUsd && current?.usd === true

  function enter(raw: string, read: AmountText, pasted: boolean) {
    if (read.kind === 'refused') return setRefused(read.reason)
    setRefused(undefined)
    const text = read.kind === 'amount' && pasted ? toFieldDecimal(read.decimal, locale) : read.kind === 'amount' ? withoutIgnored(raw) : read.text
    const sent = read.kind !== 'amount' ? read.text : usdMode ? tokensFor(read.decimal) : read.decimal
    setDraft({ text, sent, usd: usdMode, currencyKey, locale })
    onChange(sent)
  }

  function tokensFor(dollars: string): string {
    const units = dollars === '' || !price || decimals === undefined ? undefined : unitsForUsd(dollars, price)
    return units === undefined || decimals === undefined ? '' : formatUnitsForInput(units, decimals)
  }

  function setUsdMode(on: boolean) {
    setRefused(undefined)
    if (!on || !price || decimals === undefined) return setDraft(undefined)
    // The dollars the amount is worth now, to the cent (cut), so the figure does not jump.
    const parsed = parseAmount(value, decimals)
    const worth = parsed.kind === 'valid' ? usdForUnits(parsed.value, price) : undefined
    setDraft({ text: worth ? toFieldDecimal(worth.replace(/(\.\d{2})\d*$/, '$1').replace(/\.00$/, ''), locale) : '', sent: value, usd: true, currencyKey, locale })
  }

  return {
    shown: current?.text ?? toFieldDecimal(value, locale),
    refused,
    usdMode,
    canUseUsd,
    setUsdMode,
    onInput: (text) => enter(text, readAmountText(text, { locale }), false),
    onPaste(event) {
      const pasted = event.clipboardData.getData('text')
      const input = event.currentTarget
      event.preventDefault()
      // What the field would hold with the paste in place of the selection.
      const before = input.value.slice(0, input.selectionStart ?? input.value.length)
      const after = input.value.slice(input.selectionEnd ?? input.value.length)
      const raw = before + pasted + after
      // The paste reader loads with the later parts, in by the time most pastes come. Should its
      // download fail, the field keeps what it had: a paste is never read as typing would.
      void loadPasteReader().then((readPasted) => enter(raw, readPasted(raw, { locale }), true), () => undefined)
    },
    set(amount, shown) {
      setRefused(undefined)
      setDraft(shown === undefined ? undefined : { text: toFieldDecimal(shown, locale), sent: amount, usd: false, currencyKey, locale })
      onChange(amount)
    },
  }
}
