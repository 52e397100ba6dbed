/**
 * Two ids (request ids, currency addresses, symbols) name the same thing when they are equal but
 * for case: hex ids travel in any case, and a service's symbols too. Undefined names nothing.
 */
export const sameId = (a: string | undefined, b: string | undefined): boolean => a !== undefined && b !== undefined && a.toLowerCase() === b.toLowerCase()
