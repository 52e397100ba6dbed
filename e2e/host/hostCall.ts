import { encodeFunctionData, parseAbi, parseEther, type Address } from 'viem'
import { NATIVE_CURRENCY } from 'ferry-kit'
import type { WidgetCall } from 'ferry-kit/widget'
import type { HostDevnet } from './hostDevnet'

/** The devnet chain the demo call runs on: Anvil Two. */
export const DEMO_CALL_CHAIN_ID = 31338
/** What the demo call pays: 0.003 ETH. */
export const DEMO_CALL_VALUE = parseEther('0.003')
export const DEMO_CALL_MEMO = 'ferry e2e'

// The one function the page calls, not the devnet's artifact (the host imports no devnet code).
const demoTargetAbi = parseAbi(['function payEth(address beneficiary, string memo) payable'])

/** `?call=demo`: a checkout paying `payEth(beneficiary, 'ferry e2e')` with 0.003 ETH to the DemoTarget on Anvil Two. */
export function demoCall(devnet: HostDevnet, beneficiary: Address): WidgetCall {
  const chain = devnet.chains.find((entry) => entry.id === DEMO_CALL_CHAIN_ID)
  if (!chain) throw new Error(`?call=demo needs chain ${DEMO_CALL_CHAIN_ID} on the devnet`)
  return {
    destinationChainId: DEMO_CALL_CHAIN_ID,
    destinationCurrency: NATIVE_CURRENCY,
    label: 'the demo order',
    txs: [
      {
        to: chain.contracts.demoTarget,
        value: DEMO_CALL_VALUE,
        data: encodeFunctionData({ abi: demoTargetAbi, functionName: 'payEth', args: [beneficiary, DEMO_CALL_MEMO] }),
      },
    ],
  }
}
