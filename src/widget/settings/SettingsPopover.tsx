import { useId, useState, type ReactElement, type ReactNode } from 'react'
import * as Popover from '@radix-ui/react-popover'
import * as Switch from '@radix-ui/react-switch'
import { usePortalContainer } from '../context'
import { useWidgetLocale } from '../i18n/locale'
import { useWidgetLabels } from '../lazyLabels'
import { formatBps } from '../display/number'
import { formatPercent } from '../display/usdAndPercent'
import { DEFAULT_SLIPPAGE_BPS } from '../form/reducer'
import { isSlippageTextInvalid, parseSlippagePercent, slippageRisk, SLIPPAGE_PRESETS_BPS } from './slippage'
import { SlippageWarning } from './SlippageWarning'

export interface SettingsPopoverProps {
  slippageBps: number
  /** "Auto" was picked: the widget's default. */
  onSlippageChange(bps: number): void
  /**
   * The custom slippage as typed, in percent (`''` when a preset applies). Held by the form, not
   * here: an invalid value keeps its error after the popover closes, and is never replaced.
   */
  slippageText: string
  onSlippageTextChange(text: string): void
  /** Offered when the destination allows it (an EVM chain, not its gas currency). */
  topupAllowed: boolean
  topupGas: boolean
  onTopupGasChange(on: boolean): void
  topupGasUsd: string
  onTopupGasUsdChange(usd: string): void
  topupGasInvalid: boolean
  /** Offered for an ERC-20 origin: the service may take its network fee in the token (`usePermit`). */
  gaslessAllowed?: boolean | undefined
  /** Whether the form asks for it now: the user's choice, else offered by itself (no gas in the wallet). */
  gasless?: boolean | undefined
  onGaslessChange?: ((on: boolean) => void) | undefined
  disabled?: boolean | undefined
}

/** Transfer settings in a Radix popover: slippage (Auto, a preset or a custom value), the gas top-up and the gasless path. */
export function SettingsPopover(props: SettingsPopoverProps): ReactElement {
  const { settings } = useWidgetLabels()
  const container = usePortalContainer()
  const id = useId()
  const locale = useWidgetLocale()
  const needsFix = isSlippageTextInvalid(props.slippageText)
  // A slippage other than Auto shows beside the gear ("3%"), so it is never set and forgotten.
  const custom = !needsFix && !isAutoSlippage(props.slippageText, props.slippageBps) ? formatPercent(props.slippageBps, { locale }) : undefined
  const risk = slippageRisk(props.slippageBps)
  return (
    <Popover.Root>
      <Popover.Trigger
        className={['ferry-icon-button', needsFix && 'ferry-icon-button--attention', custom && `ferry-settings-trigger ferry-settings-trigger--${risk}`].filter(Boolean).join(' ')}
        aria-label={needsFix ? settings.needsFix : custom ? settings.openCustom(custom) : settings.open}
        disabled={props.disabled}
      >
        {custom && (
          <span className="ferry-settings-trigger__value" dir="ltr">
            {custom}
          </span>
        )}
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M4 7h10M18 7h2M4 17h2M10 17h10" strokeLinecap="round" />
          <circle cx="16" cy="7" r="2" />
          <circle cx="8" cy="17" r="2" />
        </svg>
      </Popover.Trigger>
      <Popover.Portal container={container}>
        <Popover.Content className="ferry-popover" align="end" sideOffset={6} aria-labelledby={`${id}-title`}>
          <h3 id={`${id}-title`} className="ferry-popover__title">
            {settings.title}
          </h3>
          <SlippageSetting bps={props.slippageBps} onChange={props.onSlippageChange} text={props.slippageText} onTextChange={props.onSlippageTextChange} />
          {props.topupAllowed && <TopupSetting {...props} />}
          {props.gaslessAllowed && props.onGaslessChange && <GaslessSetting on={props.gasless === true} onChange={props.onGaslessChange} />}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  )
}

interface SlippageSettingProps {
  bps: number
  onChange(bps: number): void
  text: string
  onTextChange(text: string): void
}

/**
 * One choice of Auto, a preset or a custom value: native radios (arrow keys move and pick, as in
 * any radio group), then the custom field. A preset is held as its text (`"0.1"`), so a pick of
 * 0.5% stays apart from Auto, which is also 0.5%.
 */
function SlippageSetting({ bps, onChange, text, onTextChange }: SlippageSettingProps) {
  const { settings } = useWidgetLabels()
  const locale = useWidgetLocale()
  const id = useId()
  // A value typed in the custom field stays there, even one equal to a preset, until a radio is picked.
  const [typed, setTyped] = useState(() => text.trim() !== '' && !SLIPPAGE_PRESETS_BPS.includes(parseSlippagePercent(text) ?? -1))
  const auto = isAutoSlippage(text, bps)
  const preset = !auto && !typed && text.trim() !== '' ? SLIPPAGE_PRESETS_BPS.find((p) => p === parseSlippagePercent(text)) : undefined
  // A value set outside the field (a host default other than Auto) shows in it.
  const custom = auto || preset !== undefined ? '' : text !== '' ? text : formatBps(bps)
  const invalid = isSlippageTextInvalid(custom)
  const high = !invalid && slippageRisk(bps) !== 'none'
  const described = [invalid && `${id}-error`, high && `${id}-high`].filter(Boolean).join(' ')
  const pick = (choice: number | 'auto') => {
    setTyped(false)
    if (choice === 'auto') onChange(DEFAULT_SLIPPAGE_BPS)
    else onTextChange(formatBps(choice))
  }
  return (
    <fieldset className="ferry-field">
      <legend className="ferry-label">{settings.slippage}</legend>
      <div className="ferry-slippage">
        <SlippageRadio name={id} checked={auto} onPick={() => pick('auto')}>
          {settings.slippageAuto} · {formatPercent(DEFAULT_SLIPPAGE_BPS, { locale })}
        </SlippageRadio>
        {SLIPPAGE_PRESETS_BPS.map((value) => (
          <SlippageRadio key={value} name={id} checked={preset === value} onPick={() => pick(value)}>
            {formatPercent(value, { locale })}
          </SlippageRadio>
        ))}
        {/* A number and its unit: left to right in any locale, the "%" after it. */}
        <span className="ferry-slippage__custom" dir="ltr">
          <input
            className="ferry-input"
            inputMode="decimal"
            autoComplete="off"
            aria-label={settings.slippageCustom}
            placeholder={settings.slippageCustomPlaceholder}
            value={custom}
            aria-invalid={invalid || undefined}
            aria-describedby={described || undefined}
            onChange={(event) => {
              setTyped(true)
              onTextChange(event.target.value)
            }}
          />
          <span className="ferry-slippage__unit" aria-hidden="true">
            %
          </span>
        </span>
      </div>
      {invalid && (
        <p id={`${id}-error`} className="ferry-field-error" role="alert">
          {settings.slippageInvalid}
        </p>
      )}
      {high && <SlippageWarning id={`${id}-high`} bps={bps} />}
    </fieldset>
  )
}

function SlippageRadio({ name, checked, onPick, children }: { name: string; checked: boolean; onPick(): void; children: ReactNode }) {
  return (
    <label className="ferry-segment ferry-slippage__choice" data-state={checked ? 'on' : 'off'}>
      <input type="radio" className="ferry-slippage__radio" name={name} checked={checked} onChange={onPick} />
      {children}
    </label>
  )
}

function TopupSetting({ topupGas, onTopupGasChange, topupGasUsd, onTopupGasUsdChange, topupGasInvalid }: SettingsPopoverProps) {
  const { settings } = useWidgetLabels()
  const id = useId()
  return (
    <div className="ferry-field">
      <div className="ferry-switch__row">
        <label htmlFor={`${id}-topup`} className="ferry-label">
          {settings.topupGas}
        </label>
        <Switch.Root id={`${id}-topup`} className="ferry-switch" checked={topupGas} onCheckedChange={onTopupGasChange} aria-describedby={`${id}-hint`}>
          <Switch.Thumb className="ferry-switch__thumb" />
        </Switch.Root>
      </div>
      <p id={`${id}-hint`} className="ferry-muted">
        {settings.topupGasHint}
      </p>
      {topupGas && (
        <>
          <input
            className="ferry-input"
            inputMode="decimal"
            autoComplete="off"
            aria-label={settings.topupGasUsd}
            dir="ltr"
            value={topupGasUsd}
            aria-invalid={topupGasInvalid || undefined}
            aria-describedby={topupGasInvalid ? `${id}-error` : undefined}
            onChange={(event) => onTopupGasUsdChange(event.target.value)}
          />
          {topupGasInvalid && (
            <p id={`${id}-error`} className="ferry-field-error" role="alert">
              {settings.topupGasInvalid}
            </p>
          )}
        </>
      )}
    </div>
  )
}

/** The gasless path (`usePermit`): one signature, and the service sends the transaction and takes its fee in the token. */
function GaslessSetting({ on, onChange }: { on: boolean; onChange(on: boolean): void }) {
  const { settings } = useWidgetLabels()
  const id = useId()
  return (
    <div className="ferry-field">
      <div className="ferry-switch__row">
        <label htmlFor={`${id}-gasless`} className="ferry-label">
          {settings.gasless}
        </label>
        <Switch.Root id={`${id}-gasless`} className="ferry-switch" checked={on} onCheckedChange={onChange} aria-describedby={`${id}-hint`}>
          <Switch.Thumb className="ferry-switch__thumb" />
        </Switch.Root>
      </div>
      <p id={`${id}-hint`} className="ferry-muted">
        {settings.gaslessHint}
      </p>
    </div>
  )
}

/** Auto: nothing typed or picked, and the widget's default applies. */
const isAutoSlippage = (text: string, bps: number): boolean => text.trim() === '' && bps === DEFAULT_SLIPPAGE_BPS
