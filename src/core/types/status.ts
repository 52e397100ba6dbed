/** The words of the status table. Unknown words are kept and mean "still in flight". */
export type RequestStatus = 'waiting' | 'pending' | 'success' | 'failure' | 'refund' | (string & {})

/** Body of both status endpoints. Other fields the service sends are kept at run time, not typed. */
export interface StatusResponse {
  status: RequestStatus
  inTxHashes: string[]
  txHashes: string[]
  updatedAt?: number
  originChainId?: number
  destinationChainId?: number
  details?: Record<string, unknown>
  /** The request the body is about, as sent: not checked by the parser (polling refuses a body naming another). */
  requestId?: unknown
}
