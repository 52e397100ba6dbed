// Which components rendered in each React commit, read from the hook React DevTools uses: React
// calls `onCommitFiberRoot` after every commit. Imported before react-dom, which looks for the hook
// when it loads. A function or class component rendered in a commit when its fiber has the
// PerformedWork flag (as React DevTools decides it).
interface Fiber {
  tag: number
  flags: number
  type: unknown
  child: Fiber | null
  sibling: Fiber | null
}

const PERFORMED_WORK = 1
// FunctionComponent, ClassComponent, ForwardRef, MemoComponent, SimpleMemoComponent.
const COMPONENT_TAGS = new Set([0, 1, 11, 14, 15])

/** Names of the components rendered per commit since `reset()`, one array per commit. */
export const commits: string[][] = []

const nameOf = (type: unknown): string => {
  if (typeof type === 'function') return (type as { displayName?: string; name?: string }).displayName || type.name || 'Anonymous'
  if (type && typeof type === 'object') {
    const inner = type as { displayName?: string; render?: unknown; type?: unknown }
    return inner.displayName ?? nameOf(inner.render ?? inner.type)
  }
  return 'Anonymous'
}

function rendered(root: Fiber): string[] {
  const names: string[] = []
  const stack: Fiber[] = [root]
  while (stack.length > 0) {
    const fiber = stack.pop()!
    if (COMPONENT_TAGS.has(fiber.tag) && (fiber.flags & PERFORMED_WORK) !== 0) names.push(nameOf(fiber.type))
    if (fiber.sibling) stack.push(fiber.sibling)
    if (fiber.child) stack.push(fiber.child)
  }
  return names
}

const hook = {
  supportsFiber: true,
  renderers: new Map(),
  inject: (renderer: unknown) => (hook.renderers.set(hook.renderers.size + 1, renderer), hook.renderers.size),
  onCommitFiberRoot: (_id: number, root: { current: Fiber }) => void commits.push(rendered(root.current)),
  onCommitFiberUnmount: () => {},
  onPostCommitFiberRoot: () => {},
  onScheduleFiberRoot: () => {},
  checkDCE: () => {},
}
Object.assign(globalThis, { __REACT_DEVTOOLS_GLOBAL_HOOK__: hook })
