import { useEffect, useId, useState, type ReactElement } from 'react'
import { useExecuteSteps, useExecutionHistory, useQuote } from '../../react/index'
import { isFollowed } from '../../react/history/HistoryFollower'
import { useWidgetLabels } from '../context'
import { useBridgeForm, type BridgeFormProps } from '../form/useBridgeForm'
import { HistoryView, usePreloadLazyParts } from '../lazy'
import type { BridgeWidgetProps, WidgetMode } from '../types'
import { catalogDisplay } from '../catalog/catalogDisplay'
import { modeOfExecution } from './executionMode'
import { TabList, TabPanel } from './Tabs'
import { TransferPanel } from './TransferPanel'
import { useHostEvent } from './useHostEvent'
import { useWidgetEvents } from './useWidgetEvents'

const HISTORY = 'history'

/** Modes as tabs (hidden when there is one), each with the transfer panel, and the history tab. */
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
  // Transfers still going on (the run's own, once paid, and those handed to History): the History tab counts them.
  // Counted over the follower's window from the mount, as the provider's follower counts it.
  const [mountedAt] = useState(() => Date.now())
  const running = history.filter((entry) => isFollowed(entry, mountedAt)).length

  const idBase = useId()
  const selected = showHistory ? HISTORY : form.state.mode
  const tabs = [
    ...form.modes.map((mode) => ({ value: mode, label: words.modes[mode], className: 'ferry-tabs__tab', disabled: execution.isExecuting && mode !== form.state.mode })),
    {
      value: HISTORY,
      className: 'ferry-tabs__tab ferry-tabs__tab--end ferry-tabs__tab--icon',
      title: running ? words.historyTabRunning(running) : words.historyTab,
      // An icon keeps the tabs on one row at 360 px; its name is the label, for AT and a tooltip. A
      // badge counts the transfers still running (its number is in the name).
      label: (
        <>
          <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
            <path d="M3 12a9 9 0 1 0 3-6.7L3 8" />
            <path d="M3 3v5h5M12 7v5l3 2" />
          </svg>
          <span className="ferry-visually-hidden">{running ? words.historyTabRunning(running) : words.historyTab}</span>
          {running > 0 && (
            <span className="ferry-tabs__badge" aria-hidden="true">
              {running}
            </span>
          )}
        </>
      ),
    },
  ]

  return (
    <div className="ferry-tabs">
      <TabList
        idBase={idBase}
        label={words.modesLabel}
        items={tabs}
        value={selected}
        onSelect={(value) => {
          setShowHistory(value === HISTORY)
          if (value !== HISTORY) form.actions.setMode(value as WidgetMode)
        }}
      />
      <TabPanel idBase={idBase} value={selected}>
        {showHistory ? (
          <HistoryView {...display} supportUrl={props.supportUrl} onSupport={props.onSupport} />
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
      </TabPanel>
    </div>
  )
}
