/** While the widget reads the service's chains and tokens, and when it cannot. */
export interface CatalogLabels {
  loading: string
  error: string
  retry: string
}
