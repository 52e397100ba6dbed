import { useCallback, useEffect, useRef } from 'react'
import type { OnCallbackError } from '../../core/index'
import { guardCallback } from '../../core/utils/callbacks'
import { useFerryContext } from '../../react/context'
import type { WidgetEvent } from '../events'

export interface UseHostEventParameters {
  onEvent: ((event: WidgetEvent) => void) | undefined
  /** The widget's `onCallbackError`; without it, the provider's (whose own default is `console.error`). */
  onCallbackError: OnCallbackError | undefined
}

/**
 * The host's `onEvent`, stable and safe to call from anywhere in the widget: what it throws (or
 * its promise rejects with) goes to `onCallbackError`. Called from effects and from the confirm
 * click, a throw would otherwise unmount the widget mid-run or keep the run from starting.
 */
export function useHostEvent({ onEvent, onCallbackError }: UseHostEventParameters): (event: WidgetEvent) => void {
  const ferry = useFerryContext('BridgeWidget')
  const latest = useRef({ onEvent, onCallbackError })
  useEffect(() => {
    latest.current = { onEvent, onCallbackError }
  })
  const fallback = ferry.onCallbackError
  return useCallback(
    (event: WidgetEvent) => guardCallback(latest.current.onEvent, { callback: 'onEvent', onCallbackError: latest.current.onCallbackError ?? fallback })(event),
    [fallback],
  )
}
