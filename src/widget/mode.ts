/** What the widget does: `bridge` covers swaps and any chain to any chain. */
export type WidgetMode = 'bridge' | 'venue-deposit' | 'venue-withdraw'
