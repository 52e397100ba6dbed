import { isRecord } from '../../core/utils/predicates'

/**
 * `base` (the labels, `WidgetLabels`) with a host's overrides (`WidgetLabelOverrides`) laid over it:
 * group by group, and a record within a group key by key.
 */
export function overLabels<Labels extends object>(base: Labels, overrides: object | undefined): Labels {
  if (!overrides) return base
  const merged = { ...base } as Record<string, unknown>
  for (const [group, override] of Object.entries(overrides)) {
    const kept = merged[group]
    if (isRecord(kept) && isRecord(override)) merged[group] = mergeGroup(kept, override)
  }
  // Each group was replaced by a copy of itself with some of its own keys changed.
  return merged as Labels
}

function mergeGroup(base: Record<string, unknown>, override: Record<string, unknown>): Record<string, unknown> {
  const merged = { ...base }
  for (const [key, value] of Object.entries(override)) {
    if (value === undefined) continue
    const kept = merged[key]
    merged[key] = isRecord(kept) && isRecord(value) ? { ...kept, ...value } : value
  }
  return merged
}
