/** Nothing has the focus but the page itself, after the user has acted on the page. */
export function focusIsLost(document: Document): boolean {
  const active = document.activeElement
  // Not every browser (nor jsdom) tells whether the user has acted yet: then take it that they have.
  const activation = document.defaultView?.navigator.userActivation as UserActivation | undefined
  const acted = activation?.hasBeenActive ?? true
  return acted && (active === null || active === document.body)
}
