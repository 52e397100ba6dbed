import { useEffect, useState, type ReactElement } from 'react'
import * as Tabs from '@radix-ui/react-tabs'
import { useExecuteSteps, useExecutionHistory, useQuote } from '../../react/index'
import { useWidgetLabels } from '../context'
import { useBridgeForm, type BridgeFormProps } from '../form/useBridgeForm'
import { HistoryView, usePreloadLazyParts } from '../lazy'
import type { BridgeWidgetProps, WidgetMode } from '../types'
import { catalogDisplay } from '../catalog/catalogDisplay'
import { modeOfExecution } from './executionMode'
import { TransferPanel } from './TransferPanel'
import { useHostEvent } from './useHostEvent'
import { useWidgetEvents } from './useWidgetEvents'

const HISTORY = 'history'

/**
 * Modes as Radix tabs, each with the transfer panel, and the history tab. A tab is chosen as it takes
 * focus; the arrow keys follow the widget's direction (WidgetRoot's DirectionProvider).
 */
export function WidgetBody(props: Omit<BridgeWidgetProps, 'chains' | 'currencies'> & BridgeFormProps): ReactElement {
  const { form: words } = useWidgetLabels()
  const form = useBridgeForm(props)
  const quote = useQuote(form.request)
  const execution = useExecuteSteps({ batch: props.batch })
  const [showHistory, setShowHistory] = useState(false)
  usePreloadLazyParts()
  const { entries: history } = useExecutionHistory()
  const onEvent = useHostEvent({ onEvent: props.onEvent, onCallbackError: props.onCallbackError })
  useWidgetEvents({ onEvent, mode: form.state.mode, quote, execution: execution.state, history })
  // A run found on mount (a reload) opens in the mode it belongs to.
  const runMode = execution.state.phase === 'idle' ? undefined : modeOfExecution(execution.state)
  const { setMode } = form.actions
  useEffect(() => {
    if (runMode && form.modes.includes(runMode)) setMode(runMode)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- when the run's mode changes, not on every mode switch
  }, [runMode])
  const display = catalogDisplay(form.catalog)

  const selected = showHistory ? HISTORY : form.state.mode
  return (
    <Tabs.Root
      className="ferry-tabs"
      value={selected}
      onValueChange={(value) => {
        setShowHistory(value === HISTORY)
        if (value !== HISTORY) form.actions.setMode(value as WidgetMode)
      }}
    >
      <Tabs.List className="ferry-tabs__list" aria-label={words.modesLabel}>
        {form.modes.map((mode) => (
          <Tabs.Trigger key={mode} value={mode} className="ferry-tabs__tab" disabled={execution.isExecuting && mode !== form.state.mode}>
            {words.modes[mode]}
          </Tabs.Trigger>
        ))}
        {/* An icon keeps the tabs on one row at 360 px; its name is the label, for AT and a tooltip. */}
        <Tabs.Trigger value={HISTORY} className="ferry-tabs__tab ferry-tabs__tab--end ferry-tabs__tab--icon" title={words.historyTab}>
          <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
            <path d="M3 12a9 9 0 1 0 3-6.7L3 8" />
            <path d="M3 3v5h5M12 7v5l3 2" />
          </svg>
          <span className="ferry-visually-hidden">{words.historyTab}</span>
        </Tabs.Trigger>
      </Tabs.List>
      {/* One panel, for the chosen tab (Radix ties its id to that tab): the transfer panel starts afresh in each mode. */}
      <Tabs.Content value={selected} className="ferry-tabs__panel">
        {showHistory ? (
          <HistoryView {...display} />
        ) : (
          <TransferPanel
            key={form.state.mode}
            form={form}
            quote={quote}
            execution={execution}
            onConnectWallet={props.onConnectWallet}
            onEvent={onEvent}
            onShowHistory={() => setShowHistory(true)}
            batch={props.batch}
          />
        )}
      </Tabs.Content>
    </Tabs.Root>
  )
}
