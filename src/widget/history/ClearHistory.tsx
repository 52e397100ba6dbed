import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { useWidgetLabels } from '../lazyLabels'

export interface ClearHistoryProps {
  /** How many transfers would go. */
  count: number
  onClear(): void
  /** Where the focus goes once the history is cleared (this control is gone then). */
  onCleared(): void
}

/**
 * "Clear history", asked first: an inline confirm (no dialog) whose safe choice, Keep, takes the
 * focus; Keep or Escape puts it back on "Clear history". Clearing cannot be undone.
 */
export function ClearHistory({ count, onClear, onCleared }: ClearHistoryProps) {
  const { history } = useWidgetLabels()
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
        {history.clear}
      </button>
    )
  }
  return (
    <div className="ferry-history__confirm" role="group" aria-labelledby={promptId} onKeyDown={onKeyDown}>
      <p id={promptId} className="ferry-history__confirm-prompt">
        {history.clearPrompt(count)}
      </p>
      <button ref={keep} type="button" className="ferry-button" onClick={cancel}>
        {history.clearKeep}
      </button>
      <button
        type="button"
        className="ferry-button ferry-button--danger"
        onClick={() => {
          onClear()
          onCleared()
        }}
      >
        {history.clearConfirm}
      </button>
    </div>
  )
}
