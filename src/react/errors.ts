import { FerryError } from '../core/index'

/** A Ferry hook was used outside `<FerryProvider>`. */
export class FerryProviderNotFoundError extends FerryError {
  override name = 'FerryProviderNotFoundError'
  declare readonly code: 'PROVIDER_NOT_FOUND'

  constructor({ hook }: { hook: string }) {
    super('PROVIDER_NOT_FOUND', `\`${hook}\` must be used within \`<FerryProvider>\`.`, {
      details: 'Wrap the part of the app that uses Ferry in <FerryProvider client={…}> (inside WagmiProvider and QueryClientProvider).',
    })
  }
}
