import { useCallback, type RefCallback, type RefObject } from 'react'
import { focusIsLost } from './focusIsLost'

/**
 * A ref that focuses its element (a view's heading, `tabIndex={-1}`) when the element appears, if
 * the focus was lost: a view that replaces another (the review closing on the progress, the
 * progress on its outcome, the run on History) takes the focus the removed control had, which would
 * otherwise fall to the page's `<body>`. Focus the user put somewhere on purpose stays there, and a
 * page that loads with a run under way (the user has not touched it yet) keeps its own focus.
 * `ref`, when given, holds the element too.
 */
export function useFocusOnMount<T extends HTMLElement>(ref?: RefObject<T | null>): RefCallback<T> {
  return useCallback(
    (element: T | null) => {
      if (ref) ref.current = element
      if (element && focusIsLost(element.ownerDocument)) element.focus()
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one callback for the element's life: React calls a new one again
    [],
  )
}
