import type { Address } from 'viem'
import { NATIVE_CURRENCY, VENUE_CHAIN_ID } from '../../core/index'
import { createCatalog } from '../catalog/catalog'
import type { FormContext } from '../form/reducer'
import type { WidgetChain, WidgetCurrency } from '../types'

/** The form tests' accounts and catalog: two anvils and the venue, ETH on both, USDC on the first. */
export const ACCOUNT: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
export const OTHER: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
export const USDC_A: Address = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
export const chains: WidgetChain[] = [
  { id: 31337, name: 'Anvil One', nativeCurrency: { symbol: 'ETH', decimals: 18 }, vmType: 'evm' },
  { id: 31338, name: 'Anvil Two', nativeCurrency: { symbol: 'ETH', decimals: 18 }, vmType: 'evm' },
  { id: VENUE_CHAIN_ID, name: 'Venue', nativeCurrency: { symbol: 'USDC', decimals: 6 }, vmType: 'venue' },
]
export const currencies: WidgetCurrency[] = [
  { chainId: 31337, address: NATIVE_CURRENCY, symbol: 'ETH', name: 'Ether', decimals: 18 },
  { chainId: 31337, address: USDC_A, symbol: 'USDC', name: 'USD Coin', decimals: 6 },
  { chainId: 31338, address: NATIVE_CURRENCY, symbol: 'ETH', name: 'Ether', decimals: 18 },
]
export const context: FormContext = { catalog: createCatalog({ chains, currencies }), defaults: {}, locks: {} }
