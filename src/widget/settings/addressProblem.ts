/**
 * Why a typed text is not an address: `length` (0x and hex digits, `count` of them instead of 40),
 * `checksum` (40 of them whose capitals fail the EIP-55 checksum: a typo), else `format`.
 */
export function addressProblem(text: string): { kind: 'length'; count: number } | { kind: 'checksum' | 'format' } {
  const digits = /^0x([0-9a-f]*)$/i.exec(text.trim())?.[1]
  if (digits === undefined) return { kind: 'format' }
  return digits.length === 40 ? { kind: 'checksum' } : { kind: 'length', count: digits.length }
}
