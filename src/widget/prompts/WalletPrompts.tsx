import { useId, type ReactElement } from 'react'
import { VENUE_CHAIN_ID, type QuoteResponse, type WalletAtomicStatus } from '../../core/index'
import { useWidgetLocale } from '../i18n/locale'
import { useWidgetLabels } from '../lazyLabels'
import { batchesOf } from '../batch/runBatches'
import { chainLabel } from '../display/text'
import { batchTitle, promptSequenceText, promptText, type PromptFact, type PromptTextContext } from './promptText'
import { promptUnits } from './promptUnits'
import { walletPrompts, type WalletPrompt } from './walletPrompts'
import { quoteSides } from '../display/side'

export interface WalletPromptsProps {
  quote: QuoteResponse
  chainName?: ((chainId: number) => string | undefined) | undefined
  /**
   * What the wallet says of batches on the quote's chain (`useAtomicBatch`), when the run may
   * batch: with `supported` or `ready`, the transactions the run sends as one batch (an approval
   * and its deposit) are one prompt holding its calls.
   */
  atomic?: WalletAtomicStatus | undefined
}

/**
 * How many times the wallet will ask, and for what, in order: each prompt's title, what it does,
 * and the key fields of what is signed, in human units; a signature's internals (message type,
 * nonce) behind a closed "Details" disclosure. A batch is one prompt, its calls listed inside.
 */
export function WalletPrompts({ quote, chainName, atomic }: WalletPromptsProps): ReactElement | null {
  const labels = useWidgetLabels()
  const locale = useWidgetLocale()
  const titleId = useId()
  const prompts = walletPrompts(quote, { pendingOnly: true })
  if (!prompts.length) return null
  const units = promptUnits(prompts, batchesOf(quote, { atomic }))
  const { send, receive } = quoteSides(quote)
  const context = { labels, chainName, send, toVenue: receive?.chainId === VENUE_CHAIN_ID, locale }
  return (
    <section className="ferry-prompts" aria-labelledby={titleId}>
      <h3 id={titleId} className="ferry-prompts__title">
        {labels.prompts.title(units.length)}
      </h3>
      {/* One prompt: its title below says it all, unless it is a batch (one confirmation for several calls). */}
      {(units.length > 1 || units[0]?.kind === 'batch') && <p className="ferry-prompts__summary">{promptSequenceText(units, context)}</p>}
      <ol className="ferry-prompts__list">
        {units.map((unit) =>
          unit.kind === 'single' ? (
            <Prompt key={keyOf(unit.prompt)} prompt={unit.prompt} context={context} />
          ) : (
            <li key={`batch-${unit.batch.key}`} className="ferry-prompt ferry-prompt--transaction ferry-prompt--batch">
              <span className="ferry-prompt__title">{batchTitle(unit.prompts, context)}</span>
              <span className="ferry-prompt__detail">{labels.prompts.batchDetail(unit.prompts.length, chainLabel(unit.batch.chainId, labels.common, chainName))}</span>
              {atomic === 'ready' && <span className="ferry-prompt__detail">{labels.prompts.batchUpgrade}</span>}
              <ol className="ferry-prompt__calls" aria-label={labels.prompts.batchCalls}>
                {unit.prompts.map((prompt) => (
                  <Prompt key={keyOf(prompt)} prompt={prompt} context={context} call />
                ))}
              </ol>
            </li>
          ),
        )}
      </ol>
    </section>
  )
}

const keyOf = (prompt: WalletPrompt) => `${prompt.stepIndex}-${prompt.itemIndex}`

/** One prompt, or one call of a batch: its title, what it does, its facts, and its internals behind "Details". */
function Prompt({ prompt, context, call = false }: { prompt: WalletPrompt; context: PromptTextContext; call?: boolean }) {
  const { title, detail, facts, internals } = promptText(prompt, context)
  return (
    <li className={call ? 'ferry-prompt__call' : `ferry-prompt ferry-prompt--${prompt.signature ? 'signature' : 'transaction'}`}>
      <span className="ferry-prompt__title">{title}</span>
      <span className="ferry-prompt__detail">{detail}</span>
      {facts.length > 0 && <Facts facts={facts} />}
      {/* Signing internals are for the curious and for support: behind a disclosure, closed. */}
      {internals.length > 0 && (
        <details className="ferry-prompt__internals">
          <summary>{context.labels.prompts.details}</summary>
          <Facts facts={internals} />
        </details>
      )}
    </li>
  )
}

function Facts({ facts }: { facts: PromptFact[] }) {
  return (
    <dl className="ferry-prompt__facts">
      {facts.map(({ term, value }) => (
        <div key={term} className="ferry-prompt__fact">
          <dt>{term}</dt>
          {/* Amounts, addresses, message types, nonces: left to right in any locale. */}
          <dd>
            <span dir="ltr">{value}</span>
          </dd>
        </div>
      ))}
    </dl>
  )
}
