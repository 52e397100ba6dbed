/**
 * The host's callbacks the kit calls while a run goes on: the core's `onProgress` and
 * `pollStatus`'s `onUpdate` / `onError`, the react layer's `useRequestStatus` `onUpdate`, the
 * widget's `onEvent`.
 */
export type HostCallbackName = 'onProgress' | 'onUpdate' | 'onError' | 'onEvent'

export interface CallbackErrorContext {
  /** The callback that threw (or whose promise rejected). */
  callback: HostCallbackName
}

/**
 * Told of a host callback that threw or rejected, with what it threw as is. The run it was called
 * from goes on: by then funds may have left, and a bug in the host's handler is not the user's.
 */
export type OnCallbackError = (error: unknown, context: CallbackErrorContext) => void

export interface GuardCallbackOptions extends CallbackErrorContext {
  /** Where the error goes; `console.error` without one, so it is never lost silently. */
  onCallbackError?: OnCallbackError | undefined
}

/**
 * `callback` made safe to call from inside a run: whatever it throws, or its promise rejects with,
 * goes to `onCallbackError` and never into the run, where it would read as a wallet or network
 * error and end a run whose funds may already be out. Without a callback, a function doing nothing.
 */
export function guardCallback<Args extends unknown[]>(
  callback: ((...args: Args) => unknown) | undefined,
  { callback: name, onCallbackError }: GuardCallbackOptions,
): (...args: Args) => void {
  return (...args) => {
    if (!callback) return
    const report = (error: unknown) => reportCallbackError(error, { callback: name, onCallbackError })
    try {
      const returned = callback(...args)
      // An async handler's rejection would otherwise be an unhandled one.
      if (isThenable(returned)) returned.then(undefined, report)
    } catch (error) {
      report(error)
    }
  }
}

/** Hands a host callback's error to `onCallbackError`, or to `console.error`; a reporter that throws too ends there. */
export function reportCallbackError(error: unknown, { callback, onCallbackError }: GuardCallbackOptions): void {
  try {
    if (onCallbackError) return onCallbackError(error, { callback })
  } catch (reportFailure) {
    console.error(`ferry-kit: onCallbackError threw while reporting ${callback}'s error`, reportFailure, error)
    return
  }
  console.error(`ferry-kit: the host's ${callback} callback threw; the run goes on`, error)
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function'
}
