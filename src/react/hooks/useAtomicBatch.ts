import { useQuery, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query'
import { useAccount, useConfig } from 'wagmi'
import type { WalletAtomicStatus } from '../../core/index'
import { useFerryContext } from '../context'
import { readAtomicStatus } from '../wallet/readAtomicStatus'

export interface UseAtomicBatchParameters {
  /** The chain the batch would run on: the quote's origin. Nothing is asked without it. */
  chainId?: number | undefined
  query?: Omit<UseQueryOptions<WalletAtomicStatus, Error, WalletAtomicStatus, readonly unknown[]>, 'queryKey' | 'queryFn'> | undefined
}

/**
 * Whether the connected wallet runs batches atomically on `chainId` (EIP-5792's `atomic`
 * capability): `supported`, `ready` (it upgrades the account in the same prompt) or
 * `unsupported`, also for a wallet that cannot say. With either of the first two,
 * `useExecuteSteps` sends an approval and its deposit as one prompt (unless `batch: false`).
 */
export function useAtomicBatch({ chainId, query = {} }: UseAtomicBatchParameters = {}): UseQueryResult<WalletAtomicStatus> {
  const { namespace } = useFerryContext('useAtomicBatch')
  const config = useConfig()
  const { address, connector } = useAccount()
  return useQuery({
    staleTime: Infinity,
    retry: false,
    enabled: address !== undefined && chainId !== undefined,
    ...query,
    queryKey: ['ferry', namespace, 'atomicBatch', connector?.uid, address, chainId] as const,
    queryFn: () => readAtomicStatus(config, { account: address!, chainId: chainId! }).catch((): WalletAtomicStatus => 'unsupported'),
  })
}
