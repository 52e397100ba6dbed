import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState, type ComponentProps } from 'react'
import { expect, userEvent, within } from 'storybook/test'
import { createCatalog, CurrencyPicker } from '../../../src/widget/index'
import { withPartRoot } from '../../support/partRoot'
import { ACCOUNT, stubChains, stubCurrencies } from '../../support/stubHost'

const catalog = createCatalog({ chains: stubChains, currencies: stubCurrencies })

/** Controlled as the form does: a pick shows on the trigger. */
function Picker(props: ComponentProps<typeof CurrencyPicker>) {
  const [value, setValue] = useState(props.value)
  return <CurrencyPicker {...props} value={value} onSelect={setValue} />
}

const meta = {
  title: 'Widget/Parts/CurrencyPicker',
  component: CurrencyPicker,
  render: (args) => <Picker {...args} />,
  decorators: [withPartRoot],
  args: { side: 'origin', value: { chainId: 31337, currency: stubCurrencies[0]!.address }, onSelect: () => undefined, catalog, account: ACCOUNT },
} satisfies Meta<typeof CurrencyPicker>

export default meta
type Story = StoryObj<typeof meta>

/** The trigger: chain and currency. */
export const Origin: Story = {}

export const Destination: Story = { args: { side: 'destination', value: { chainId: 31338, currency: stubCurrencies[3]!.address } } }

/** Nothing picked yet. */
export const NothingPicked: Story = { args: { value: { chainId: undefined, currency: undefined } } }

/** Locked by the host. */
export const Disabled: Story = { args: { disabled: true } }

/** The dialog open: chains, the search, the list with the stubbed balances. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: /^From: / }))
    await expect(await canvas.findByRole('dialog', { name: 'Select the token to send' })).toBeVisible()
  },
}

/** Searching "coin": only USD Coin left. */
export const Searching: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: /^From: / }))
    await userEvent.type(await canvas.findByRole('combobox', { name: 'Search by name, symbol or address' }), 'coin')
  },
}
