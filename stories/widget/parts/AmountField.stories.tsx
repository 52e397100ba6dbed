import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState, type ComponentProps } from 'react'
import { AmountField, parseAmount } from '../../../src/widget/index'
import { withPartRoot } from '../../support/partRoot'
import { stubChains, stubCurrencies } from '../../support/stubHost'

const [eth, usdc] = [stubCurrencies[0]!, stubCurrencies[1]!]

/** Controlled as the form does; `parsed` follows the text. */
function Field(props: ComponentProps<typeof AmountField>) {
  const [value, setValue] = useState(props.value)
  const [tradeType, setTradeType] = useState(props.tradeType)
  const currency = props.currency
  return (
    <AmountField
      {...props}
      value={value}
      onChange={setValue}
      tradeType={tradeType}
      onTradeTypeChange={setTradeType}
      parsed={parseAmount(value, currency?.decimals ?? 18)}
    />
  )
}

const meta = {
  title: 'Widget/Parts/AmountField',
  component: AmountField,
  render: (args) => <Field {...args} />,
  decorators: [withPartRoot],
  args: {
    value: '',
    onChange: () => undefined,
    tradeType: 'EXACT_INPUT',
    onTradeTypeChange: () => undefined,
    parsed: { kind: 'empty' },
    currency: eth,
    originChain: stubChains[0],
    originCurrency: eth,
    originBalance: 2n * 10n ** 18n,
  },
} satisfies Meta<typeof AmountField>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {}

/** An amount, the balance and Max. */
export const Filled: Story = { args: { value: '0.5' } }

/** More decimals than USDC has: the inline error. */
export const ErrorDecimals: Story = { args: { value: '1.1234567', currency: usdc, originCurrency: usdc, originBalance: 500_000_000n } }

/** Not a plain number. */
export const ErrorFormat: Story = { args: { value: '1,5' } }

/** "You receive": the amount is in the destination currency. */
export const ExactOutput: Story = { args: { value: '100', tradeType: 'EXACT_OUTPUT', currency: usdc } }

/** Locked by the host. */
export const Disabled: Story = { args: { value: '0.5', disabled: true } }

/** No balance known (no wallet). */
export const NoBalance: Story = { args: { originBalance: undefined } }
