/** A duration ahead, for a compiled message: seconds under a minute, else whole minutes. */
export function byEstimate(seconds: number, say: (unit: 'second' | 'minute', count: number) => string): string {
  return seconds < 60 ? say('second', seconds) : say('minute', Math.round(seconds / 60))
}
