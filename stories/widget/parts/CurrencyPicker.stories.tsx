import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState, type ComponentProps } from 'react'
import { expect, userEvent, within } from 'storybook/test'
import { createCatalog, CurrencyPicker, resolveCatalog } from '../../../src/widget/index'
import { MANY_CHAINS } from '../../../e2e/support/manyChains.mjs'
import { withPartRoot } from '../../support/partRoot'
import { ACCOUNT, stubChains, stubCurrencies } from '../../support/stubHost'

// QRKS: a token accepted unverified (imported by its address), which keeps its mark on the trigger.
const QRKS = { chainId: 31337, address: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0', symbol: 'QRKS', name: 'Quarks', decimals: 18, verified: false }
const catalog = createCatalog({ chains: stubChains, currencies: [...stubCurrencies, QRKS] })

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

/** An unverified token, once accepted: the mark on its button opens its warning again. */
export const Unverified: Story = {
  args: { value: { chainId: 31337, currency: QRKS.address } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Unverified: QRKS' })).toBeVisible()
  },
}

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

// The live service's scale: the stub chains and 60 real-world ones (e2e/support/manyChains.mjs), each with its gas currency and a USDC.
const manyChains = resolveCatalog({ service: MANY_CHAINS })
const manyCatalog = createCatalog({ chains: [...stubChains, ...manyChains.chains], currencies: [...stubCurrencies, ...manyChains.currencies] })

/** 64 chains: a column with its own search (a step of its own on a phone), popular chains pinned, then A–Z. */
export const SixtyChains: Story = {
  args: { catalog: manyCatalog },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: /^From: / }))
    await expect(await canvas.findByRole('radio', { name: 'Arbitrum One' })).toBeVisible()
  },
}

/** 64 chains: the chain search narrowed to "zk" beside every chain's USDC, each row naming its chain whole. */
export const SixtyChainsSearched: Story = {
  args: { catalog: manyCatalog },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: /^From: / }))
    await userEvent.type(await canvas.findByRole('combobox', { name: 'Search by name, symbol or address' }), 'USDC')
    await userEvent.type(await canvas.findByRole('searchbox', { name: 'Search chains' }), 'zk')
    await expect(await canvas.findByRole('radio', { name: 'Polygon zkEVM' })).toBeVisible()
  },
}
