/*
 * URLs the service sends that become a link, an image or a request, checked before they leave
 * the client: a hostile or broken `GET /chains` could otherwise put script into the dApp's page
 * (React 18 renders `<a href="javascript:…">` as a live link) or point requests anywhere. Each
 * check returns the URL as given, or `undefined` for one to drop; never a repaired URL.
 */

/** Plain `http:` is for this machine only: the devnet and a service run locally. */
const LOOPBACK_HOSTS = new Set(['127.0.0.1', '[::1]', 'localhost'])

/**
 * Control characters and whitespace anywhere. URL parsers drop tabs and newlines inside a URL and
 * trim spaces and controls at its ends, so to a browser `java\tscript:` and `  javascript:` are
 * `javascript:`: such a string is refused outright rather than read the way a browser would.
 */
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\s]/u

/** `data:` with an image media type (`image/png`, `image/svg+xml`, …), then parameters or the data. */
const DATA_IMAGE = /^data:image\/[a-z0-9][a-z0-9!#$&^_.+-]*[;,]/i

const TX_HASH = /\{txHash\}|%7BtxHash%7D/i

/**
 * `value` when it may be a link or an RPC endpoint: an absolute `https:` URL, or `http:` on a
 * loopback host (127.0.0.1, ::1, localhost). Anything else is `undefined`: other schemes
 * (`javascript:`, `data:`, `vbscript:`, `file:`), relative and protocol-relative (`//host`) URLs,
 * and any string holding whitespace or control characters.
 */
export function safeLinkUrl(value: unknown): string | undefined {
  const parsed = parseAbsolute(value)
  return parsed && isWebUrl(parsed.url) ? parsed.text : undefined
}

/**
 * `value` when it may be an image's `src`: what `safeLinkUrl` accepts, or a `data:image/…` URL.
 * SVG included: an image element renders SVG without running its scripts or loading anything,
 * so `data:image/svg+xml` is as inert as a PNG there. It is never a link (`safeLinkUrl`
 * refuses every `data:` URL): opened as a document, the same SVG could run script.
 */
export function safeImageUrl(value: unknown): string | undefined {
  const parsed = parseAbsolute(value)
  if (!parsed) return undefined
  const { text, url } = parsed
  return isWebUrl(url) || (url.protocol === 'data:' && DATA_IMAGE.test(text)) ? text : undefined
}

/**
 * `value` when it may be a chain's explorer link: a base (`https://scan.example`, to which
 * `/tx/<hash>` is added) or a template holding `{txHash}`, checked as `safeLinkUrl`. The
 * placeholder must sit in the path, query or fragment: filled in with whatever hash a status
 * names, in the host or the user part it could move the link to another host.
 */
export function safeExplorerUrl(value: unknown): string | undefined {
  const link = safeLinkUrl(value)
  if (link === undefined) return undefined
  const { username, password, host } = new URL(link)
  return TX_HASH.test(`${username}:${password}@${host}`) ? undefined : link
}

/** An absolute URL, parsed as a browser would; relative ones have no scheme of their own to check. */
function parseAbsolute(value: unknown): { text: string; url: URL } | undefined {
  if (typeof value !== 'string' || value === '' || UNSAFE_CHARACTERS.test(value)) return undefined
  try {
    return { text: value, url: new URL(value) }
  } catch {
    return undefined
  }
}

function isWebUrl(url: URL): boolean {
  return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname))
}
