import { useEffect, useState } from 'react'

export interface CopyButtonProps {
  value: string
  /** The button's accessible name: what it copies. */
  label: string
  /** Said (politely) once the value is on the clipboard. */
  copiedLabel: string
}

/** An icon button that copies `value`, and says so for a moment. */
export function CopyButton({ value, label, copiedLabel }: CopyButtonProps) {
  const [copied, setCopied] = useState(false)
  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), 1_500)
    return () => clearTimeout(timer)
  }, [copied])
  const copy = () => {
    // Clipboard access can be refused (permissions, insecure context): then nothing is claimed.
    navigator.clipboard?.writeText(value).then(
      () => setCopied(true),
      () => undefined,
    )
  }
  return (
    <>
      <button type="button" className="ferry-button ferry-button--icon ferry-tx__copy" onClick={copy} aria-label={label}>
        {/* An inline icon: a glyph like ⧉ is missing from many system fonts (an empty box). */}
        <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
          <rect x="9" y="9" width="12" height="12" rx="2" />
          <path d="M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1" />
        </svg>
      </button>
      <span className="ferry-tx__copied" role="status">
        {copied ? copiedLabel : ''}
      </span>
    </>
  )
}
