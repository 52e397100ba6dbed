/**
 * The most characters of a service's (or the venue's) text that enter an error message: a few
 * sentences, the longest real error text seen is far shorter. A 1 MB `message` in an error body
 * once became a 1 MB `error.message`, carried into every log line and rendered whole.
 */
export const MAX_SERVICE_TEXT = 1000

/** The bound for a service's short words (an `errorCode`, a status word): codes, not prose. */
export const MAX_SERVICE_WORD = 100

/**
 * `text` itself when it has at most `max` characters; otherwise its first `max` characters and
 * an ellipsis. The cut never splits a surrogate pair, so the result is always well-formed.
 */
export function clipText(text: string, max = MAX_SERVICE_TEXT): string {
  if (text.length <= max) return text
  const end = isHighSurrogate(text.charCodeAt(max - 1)) ? max - 1 : max
  return `${text.slice(0, end)}…`
}

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff
}
