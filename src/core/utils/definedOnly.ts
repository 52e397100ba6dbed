/** The fields of `T`, each optional and never `undefined`: what `definedOnly` leaves. */
type DefinedFields<T> = { [K in keyof T]?: Exclude<T[K], undefined> }

/** `value` without its undefined fields, so spreading it over defaults keeps the defaults. */
export function definedOnly<T extends object>(value: T): DefinedFields<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as DefinedFields<T>
}
