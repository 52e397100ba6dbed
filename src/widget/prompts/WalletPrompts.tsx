import { useId, type ReactElement } from 'react'
import type { QuoteResponse } from '../../core/shared'
import { useWidgetLabels } from '../lazyLabels'
import { promptSequenceText, promptText, type PromptFact } from './promptText'
import { walletPrompts } from './walletPrompts'
import { quoteSides } from '../display/side'

export interface WalletPromptsProps {
  quote: QuoteResponse
  chainName?: ((chainId: number) => string | undefined) | undefined
}

/**
 * How many times the wallet will ask, and for what, in order: each prompt's title, what it does,
 * and the key fields of what is signed, in human units; a signature's internals (message type,
 * nonce) behind a closed "Details" disclosure.
 */
export function WalletPrompts({ quote, chainName }: WalletPromptsProps): ReactElement | null {
  const labels = useWidgetLabels()
  const titleId = useId()
  const prompts = walletPrompts(quote, { pendingOnly: true })
  if (!prompts.length) return null
  const context = { labels, chainName, send: quoteSides(quote).send }
  return (
    <section className="ferry-prompts" aria-labelledby={titleId}>
      <h3 id={titleId} className="ferry-prompts__title">
        {labels.prompts.title(prompts.length)}
      </h3>
      {/* One prompt: its title below says it all. */}
      {prompts.length > 1 && <p className="ferry-prompts__summary">{promptSequenceText(prompts, context)}</p>}
      <ol className="ferry-prompts__list">
        {prompts.map((prompt) => {
          const { title, detail, facts, internals } = promptText(prompt, context)
          return (
            <li key={`${prompt.stepIndex}-${prompt.itemIndex}`} className={`ferry-prompt ferry-prompt--${prompt.signature ? 'signature' : 'transaction'}`}>
              <span className="ferry-prompt__title">{title}</span>
              <span className="ferry-prompt__detail">{detail}</span>
              {facts.length > 0 && <Facts facts={facts} />}
              {/* Signing internals are for the curious and for support: behind a disclosure, closed. */}
              {internals.length > 0 && (
                <details className="ferry-prompt__internals">
                  <summary>{labels.prompts.details}</summary>
                  <Facts facts={internals} />
                </details>
              )}
            </li>
          )
        })}
      </ol>
    </section>
  )
}

function Facts({ facts }: { facts: PromptFact[] }) {
  return (
    <dl className="ferry-prompt__facts">
      {facts.map(({ term, value }) => (
        <div key={term} className="ferry-prompt__fact">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}
