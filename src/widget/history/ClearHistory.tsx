import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import type { ExecutionLabels } from '../execution/labels'

export interface ClearHistoryProps {
  /** How many transfers would go. */
  count: number
  onClear(): void
  /** Where the focus goes once the history is cleared (this control is gone then). */
  onCleared(): void
  labels: ExecutionLabels
}

/**
 * "Clear history", asked first: an inline confirm (no dialog) whose safe choice, Keep, takes the
 * focus; Keep or Escape puts it back on "Clear history". Clearing cannot be undone.
 */
export function ClearHistory({ count, onClear, onCleared, labels }: ClearHistoryProps) {
  const promptId = useId()
  const [asking, setAsking] = useState(false)
  const trigger = useRef<HTMLButtonElement>(null)
  const keep = useRef<HTMLButtonElement>(null)
  // Only after the user answered: not on mount.
  const answered = useRef(false)
  useEffect(() => {
    if (asking) keep.current?.focus()
    else if (answered.current) trigger.current?.focus()
  }, [asking])

  function cancel() {
    answered.current = true
    setAsking(false)
  }
  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Escape') return
    event.preventDefault()
    cancel()
  }

  if (!asking) {
    return (
      <button ref={trigger} type="button" className="ferry-button ferry-button--ghost" onClick={() => setAsking(true)}>
        {labels.historyClear}
      </button>
    )
  }
  return (
    <div className="ferry-history__confirm" role="group" aria-labelledby={promptId} onKeyDown={onKeyDown}>
      <p id={promptId} className="ferry-history__confirm-prompt">
        {labels.historyClearPrompt(count)}
      </p>
      <button ref={keep} type="button" className="ferry-button" onClick={cancel}>
        {labels.historyClearKeep}
      </button>
      <button
        type="button"
        className="ferry-button ferry-button--danger"
        onClick={() => {
          onClear()
          onCleared()
        }}
      >
        {labels.historyClearConfirm}
      </button>
    </div>
  )
}
