/** While the widget reads the service's chains and tokens, and when it cannot. */
export interface CatalogLabels {
  loading: string
  error: string
  retry: string
}

export const catalogLabels: CatalogLabels = {
  loading: 'Loading chains and tokens…',
  error: 'Could not load the chains and tokens from the service.',
  retry: 'Retry',
}
