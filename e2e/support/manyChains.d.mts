// Types for manyChains.mjs, so the TypeScript flows and stories can import it.
import type { ServiceChain } from '../../src/core/index'

/** The 60 real-world chains, each with its gas currency and a USDC, as the service's `GET /chains` lists them. */
export const MANY_CHAINS: ServiceChain[]

/** The devnet's own `GET /chains` body (`{ chains }`) with the 60 chains after its own. */
export function withManyChains<T extends { chains: { id: number }[] }>(body: T): T & { chains: (T['chains'][number] | ServiceChain)[] }
