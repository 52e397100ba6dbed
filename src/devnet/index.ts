// The devnet (local chains, the service, its solver and the venue) lands with its own issue; this entry exports nothing yet.
export {}
