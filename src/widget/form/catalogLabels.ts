/** What the widget says while it reads the service's chains and tokens, and when it cannot. */
export interface CatalogLabels {
  catalogLoading: string
  catalogError: string
  catalogRetry: string
}

export const catalogLabels: CatalogLabels = {
  catalogLoading: 'Loading chains and tokens…',
  catalogError: 'Could not load the chains and tokens from the service.',
  catalogRetry: 'Retry',
}
