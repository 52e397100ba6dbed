/** The words of the status table. Unknown words are kept and mean "still in flight". */
export type RequestStatus = 'waiting' | 'pending' | 'success' | 'failure' | 'refund' | (string & {})

/** Body of both status endpoints. */
export interface StatusResponse {
  status: RequestStatus
  inTxHashes: string[]
  txHashes: string[]
  updatedAt?: number
  originChainId?: number
  destinationChainId?: number
  details?: Record<string, unknown>
  [extra: string]: unknown
}
