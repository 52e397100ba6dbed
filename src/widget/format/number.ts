import { formatUnits } from 'viem'

// Temporary stand-in with the agreed API; main's version replaces it at merge.

const group = (whole: string) => whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')

/** Exact decimal string for an input field: `1_500_000n`, 6 -> `"1.5"`. */
export function toDecimalString(value: bigint, decimals: number): string {
  return formatUnits(value, decimals)
}

/** Grouped, compact above a million, 4 significant digits for small amounts; bigint maths only. */
export function formatUnitsForPeople(value: bigint, decimals: number): string {
  if (value < 0n) return `-${formatUnitsForPeople(-value, decimals)}`
  const unit = 10n ** BigInt(decimals)
  const whole = value / unit
  if (whole >= 1_000_000n) {
    const suffixes = ['M', 'B', 'T'] as const
    let scale = 1_000_000n
    let index = 0
    while (index < suffixes.length - 1 && whole >= scale * 1000n) {
      scale *= 1000n
      index++
    }
    if (whole >= scale * 1000n) {
      const digits = whole.toString()
      return `${digits[0]}.${digits[1]}e${digits.length - 1}`
    }
    const hundredths = (value * 100n) / (scale * unit)
    const text = formatUnits(hundredths, 2).replace(/\.?0+$/, '')
    return `${text}${suffixes[index]}`
  }
  if (whole >= 1n) {
    const [w = '0', f = ''] = formatUnits(value, decimals).split('.')
    const cut = f.slice(0, 2).replace(/0+$/, '')
    return cut ? `${group(w)}.${cut}` : group(w)
  }
  if (value === 0n) return '0'
  if (value * 1_000_000n < unit) return '<0.000001'
  const fraction = formatUnits(value, decimals).split('.')[1] ?? ''
  const lead = fraction.length - fraction.replace(/^0+/, '').length
  return `0.${fraction.slice(0, lead + 4).replace(/0+$/, '')}`
}

/** A service USD decimal string as `$1,234.56`, `$60M` above a million, `<$0.01` for dust. */
export function formatUsdForPeople(usd: string): string | undefined {
  const text = usd.trim()
  if (!/^-?\d+(\.\d+)?$/.test(text)) return undefined
  const negative = text.startsWith('-')
  const [w = '0', f = ''] = text.replace(/^-/, '').split('.')
  const cents = BigInt(w) * 100n + BigInt((f + '00').slice(0, 2))
  const sign = negative ? '-' : ''
  if (cents === 0n) return /[1-9]/.test(f) ? '<$0.01' : '$0.00'
  if (BigInt(w) >= 1_000_000n) return `${sign}$${formatUnitsForPeople(cents, 2)}`
  return `${sign}$${group(String(cents / 100n))}.${String(cents % 100n).padStart(2, '0')}`
}
