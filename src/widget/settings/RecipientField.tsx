import { useId, type ReactElement } from 'react'
import type { Address } from 'viem'
import { useWidgetLabels } from '../lazyLabels'
import type { WidgetLabels } from '../labels/widgetLabels'
import type { NameResolution, RecipientCheck } from '../form/request'
import { addressProblem } from './addressProblem'
import { RecipientName } from './RecipientName'
import { shortHash } from '../display/text'

const WHOLE_ADDRESS = /^0x[0-9a-fA-F]{40}$/

export interface RecipientFieldProps {
  /** What the user typed; `undefined` shows the connected account. */
  value: string | undefined
  onChange(recipient: string | undefined): void
  check: RecipientCheck
  account: Address | undefined
  /** `Recipient address` by default; the deposit names it `Venue account`. */
  label?: string | undefined
  disabled?: boolean | undefined
  /**
   * Shows the connected account while nothing is typed, with "Use my account" to go back to it
   * (the venue account). Without it, the field starts blank, for another address. Default true.
   */
  prefill?: boolean | undefined
  /** Takes the focus when it appears (opened by "Send to another address"). */
  autoFocus?: boolean | undefined
  /** What a name typed here resolves to. */
  onResolve?: ((resolution: NameResolution) => void) | undefined
}

/**
 * A recipient address, prefilled with the connected account: an error when invalid, a warning when
 * someone else's. A name (`vitalik.eth`) is resolved under the field, by a part loaded for it.
 */
export function RecipientField({ value, onChange, check, account, label, disabled, prefill = true, autoFocus, onResolve }: RecipientFieldProps): ReactElement {
  const { recipient } = useWidgetLabels()
  const id = useId()
  const { name } = check
  const shown = value ?? (prefill ? account : undefined) ?? ''
  const message = check.kind === 'invalid' ? (name ? undefined : invalidWords(value ?? '', recipient)) : check.kind === 'other' ? recipient.other : undefined
  return (
    <div className="ferry-field">
      <label htmlFor={`${id}-recipient`} className="ferry-label">
        {label ?? recipient.address}
      </label>
      {/* A narrow field shows a whole address as `0x1234…abcd` until it is focused (the input keeps the whole value): never clipped at its end. */}
      <div className="ferry-address-field">
        <input
          id={`${id}-recipient`}
          className="ferry-input ferry-mono"
          dir="ltr"
          autoComplete="off"
          spellCheck={false}
          placeholder={prefill ? (account ?? '0x…') : '0x…'}
          value={shown}
          disabled={disabled}
          autoFocus={autoFocus}
          aria-invalid={check.kind === 'invalid' && !name ? true : undefined}
          aria-describedby={[name && `${id}-name`, message && `${id}-message`].filter(Boolean).join(' ') || undefined}
          onChange={(event) => onChange(event.target.value)}
        />
        {WHOLE_ADDRESS.test(shown) && (
          <span className="ferry-address-field__short ferry-mono" dir="ltr" aria-hidden="true">
            {shortHash(shown)}
          </span>
        )}
      </div>
      {name && <RecipientName name={name} id={`${id}-name`} onResolve={onResolve} />}
      {message && (
        <p id={`${id}-message`} className={check.kind === 'invalid' ? 'ferry-field-error' : 'ferry-warning'} role={check.kind === 'invalid' ? 'alert' : 'status'}>
          {message}
        </p>
      )}
      {prefill && check.kind !== 'account' && account && !disabled && (
        <button type="button" className="ferry-text-button" onClick={() => onChange(undefined)}>
          {recipient.useMine}
        </button>
      )}
    </div>
  )
}

/** Why the text is no address, in the user's terms: too short or long, a failed checksum, or not one at all. */
function invalidWords(text: string, words: WidgetLabels['recipient']): string {
  const problem = addressProblem(text)
  return problem.kind === 'length' ? words.invalidLength(problem.count) : problem.kind === 'checksum' ? words.invalidChecksum : words.invalid
}
