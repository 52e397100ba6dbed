import { useSyncExternalStore } from 'react'

/** From this viewport width the picker shows its chains as a column beside the tokens (picker.css uses the same width). */
export const WIDE_PICKER_QUERY = '(min-width: 40rem)'

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => undefined
  const media = window.matchMedia(WIDE_PICKER_QUERY)
  media.addEventListener('change', onChange)
  return () => media.removeEventListener('change', onChange)
}

// Without `matchMedia` (jsdom) the picker is laid out wide.
const read = () => typeof window === 'undefined' || !window.matchMedia || window.matchMedia(WIDE_PICKER_QUERY).matches

/** Whether the viewport leaves room for the chain column; on a phone the chains are a step of their own. */
export function useWidePicker(): boolean {
  return useSyncExternalStore(subscribe, read, () => true)
}
