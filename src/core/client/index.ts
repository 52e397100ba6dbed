export { createFerryClient } from './createFerryClient'
export type { FerryClient, FerryClientConfig, FerryVenueClient, RequestOptions } from './types'
