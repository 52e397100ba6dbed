import { describe, expect, it } from 'vitest'
import { safeExplorerUrl, safeImageUrl, safeLinkUrl } from './safeUrl'

/** What no link, RPC endpoint or image may be: script, documents, other hosts' schemes, URLs without a scheme. */
const hostile = [
  'javascript:alert(document.domain)//{txHash}',
  'JaVaScRiPt:alert(1)',
  '  javascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  '\u0000javascript:alert(1)',
  'https://scan.example\u2028/tx',
  'data:text/html,<script>alert(1)</script>',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  '//evil.example/logo.png',
  '/relative/logo.png',
  'http://evil.example/',
  'http://127.0.0.1.evil.example/',
  'http://localhost.evil.example/',
  '',
  42,
  null,
]

describe('safeLinkUrl', () => {
  it.each(hostile)('refuses %j', (value) => {
    expect(safeLinkUrl(value)).toBeUndefined()
  })

  it('keeps https anywhere and http on a loopback host, as given', () => {
    for (const url of ['https://basescan.org', 'https://scan.example/tx/{txHash}', 'http://127.0.0.1:8545', 'http://localhost:5173/x', 'http://[::1]:8545/']) {
      expect(safeLinkUrl(url)).toBe(url)
    }
  })

  it('never lets a data URL be a link, not even an image', () => {
    expect(safeLinkUrl('data:image/png;base64,iVBORw0KGgo=')).toBeUndefined()
    expect(safeLinkUrl('data:image/svg+xml,<svg/>')).toBeUndefined()
  })
})

describe('safeImageUrl', () => {
  it.each(hostile)('refuses %j', (value) => {
    expect(safeImageUrl(value)).toBeUndefined()
  })

  it('keeps what a link may be, and data:image URLs, SVG included (an image element runs no script)', () => {
    for (const url of ['https://assets.example/eth.png', 'http://127.0.0.1:4100/logo.svg', 'data:image/png;base64,iVBORw0KGgo=', 'DATA:image/svg+xml,%3Csvg%2F%3E', 'data:image/webp;base64,UklGRg==']) {
      expect(safeImageUrl(url)).toBe(url)
    }
  })

  it('refuses a data URL of another type or none', () => {
    for (const url of ['data:,hello', 'data:image,x', 'data:application/octet-stream;base64,AA==', 'data:text/plain,image/png']) {
      expect(safeImageUrl(url)).toBeUndefined()
    }
  })
})

describe('safeExplorerUrl', () => {
  it('keeps a base or a template whose {txHash} is in the path, query or fragment', () => {
    for (const url of ['https://basescan.org', 'https://scan.example/tx/{txHash}', 'https://scan.example/?tx={txHash}', 'https://scan.example/#/tx/{txHash}', 'http://127.0.0.1:4100/_devnet/explorer/31337']) {
      expect(safeExplorerUrl(url)).toBe(url)
    }
  })

  it('refuses a {txHash} in the host or the user part, where a hash could move the link elsewhere', () => {
    for (const url of ['https://{txHash}.scan.example/', 'https://{txHash}@scan.example/', 'http://x:{txHash}@127.0.0.1/']) {
      expect(safeExplorerUrl(url)).toBeUndefined()
    }
    expect(safeExplorerUrl('javascript:alert(document.domain)//{txHash}')).toBeUndefined()
  })
})
