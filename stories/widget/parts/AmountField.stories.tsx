import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { useState, type ComponentProps } from 'react'
import { AmountField, CurrencyPicker, createCatalog, parseAmount } from '../../../src/widget/index'
import { withPartRoot } from '../../support/partRoot'
import { stubChains, stubCurrencies } from '../../support/stubHost'

const [eth, usdc] = [stubCurrencies[0]!, stubCurrencies[1]!]
const catalog = createCatalog({ chains: stubChains, currencies: stubCurrencies })

/** Controlled as the form does; `parsed` follows the text, and the token button is the real picker. */
function Field(props: ComponentProps<typeof AmountField>) {
  const [value, setValue] = useState(props.value)
  const { currency } = props
  return (
    <AmountField
      {...props}
      value={value}
      onChange={setValue}
      parsed={props.quoted ? undefined : parseAmount(value, currency?.decimals ?? 18)}
      picker={
        <CurrencyPicker
          side={props.side === 'pay' ? 'origin' : 'destination'}
          value={{ chainId: currency?.chainId, currency: currency?.address }}
          onSelect={() => undefined}
          catalog={catalog}
          account={undefined}
        />
      }
    />
  )
}

const meta = {
  title: 'Widget/Parts/AmountField',
  component: AmountField,
  render: (args) => <Field {...args} />,
  decorators: [withPartRoot],
  args: {
    side: 'pay',
    value: '',
    onChange: () => undefined,
    currency: eth,
    chain: stubChains[0],
    balance: 2n * 10n ** 18n,
    picker: null,
  },
} satisfies Meta<typeof AmountField>

export default meta
type Story = StoryObj<typeof meta>

/** The pay card, nothing typed: balance and Max. */
export const Empty: Story = {}

/** An amount typed, its USD value from the quote. */
export const Filled: Story = { args: { value: '0.5', usd: '$1,656.00' } }

/** The receive card showing the quoted amount (no Max). */
export const ReceiveQuoted: Story = { args: { side: 'receive', value: '1648.92', quoted: 'current', currency: usdc, balance: 500_000_000n, usd: '$1,648.51' } }

/** The receive card while a newer quote is fetched: the amount pulses. */
export const ReceivePending: Story = { args: { side: 'receive', value: '1648.92', quoted: 'pending', currency: usdc, balance: 500_000_000n } }

/** A very long amount: the font steps down, the number never wraps. */
export const LongAmount: Story = { args: { value: '123456789012345678901234.5' } }

/** More decimals than USDC has: the inline error. */
export const ErrorDecimals: Story = { args: { value: '1.1234567', currency: usdc, balance: 500_000_000n } }

/** Not a plain number. */
export const ErrorFormat: Story = { args: { value: '1,5' } }

/** A pasted hex number (`0x12`), refused with its reason beside the field; the field keeps its amount. */
export const PasteRefused: Story = {
  args: { value: '0.5' },
  play: async ({ canvasElement }) => {
    const field = await within(canvasElement).findByRole<HTMLInputElement>('textbox')
    await userEvent.click(field)
    field.select()
    await userEvent.paste('0x12')
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('That is a hex number, not an amount.')
    await expect(field).toHaveValue('0.5')
  },
}

/** Max on a gas token: the field shows six significant digits (`9999.99`) while the form holds the exact amount. */
export const MaxAtDisplayPrecision: Story = {
  args: { balance: 9_999_999_999_979_465_600_000n },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Max' }))
    await expect(within(canvasElement).getByRole('textbox')).toHaveValue('9999.99')
  },
}

/** Locked by the host. */
export const Disabled: Story = { args: { value: '0.5', disabled: true } }

/** No balance known (no wallet). */
export const NoBalance: Story = { args: { balance: undefined } }

export const Dark: Story = { args: { value: '0.5', usd: '$1,656.00' }, parameters: { theme: 'dark' } }
