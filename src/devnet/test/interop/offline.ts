import { Socket } from 'node:net'
import type { AxiosInstance } from 'axios'

/* Test-only: keeps a client under test on this machine, and routes its public calls to the devnet. */

const isLocalHost = (host: string) => host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host)

export interface OfflineGuard {
  /** Every host something tried to reach off this machine, in order. Empty when all stayed local. */
  readonly refused: string[]
  restore(): void
}

/**
 * Refuses every TCP connection to a host other than this machine until `restore()`: Node's
 * `http`, `https`, `fetch` (undici) and WebSocket clients all connect through
 * `net.Socket.prototype.connect`, so nothing gets past, not even a name lookup. A refused
 * connection fails with an error naming the host, and the host is recorded, so that a test can
 * fail on it even when the code under test swallows the error.
 */
export function guardOffline(): OfflineGuard {
  const refused: string[] = []
  const connect = Socket.prototype.connect
  const guarded = function (this: Socket, ...args: unknown[]) {
    const host = hostOf(args)
    if (host === undefined || isLocalHost(host)) return Reflect.apply(connect, this, args) as Socket
    refused.push(host)
    const error = new Error(`offline guard: a connection to ${host} was attempted; tests never leave 127.0.0.1`)
    process.nextTick(() => this.destroy(error))
    return this
  }
  Socket.prototype.connect = guarded as typeof connect
  return {
    refused,
    restore: () => {
      Socket.prototype.connect = connect
    },
  }
}

/**
 * The host of a `connect` call, in any of its forms: `(options)`, `(port, host)`, `(path)`, or
 * Node's own pre-normalized `([options, callback])`. `undefined` for a local socket path.
 */
function hostOf(args: unknown[]): string | undefined {
  const [first, second] = args
  const options = Array.isArray(first) ? (first[0] as unknown) : first
  if (typeof options === 'object' && options !== null) {
    const { host, path } = options as { host?: unknown; path?: unknown }
    if (typeof path === 'string') return undefined
    return typeof host === 'string' ? host : 'localhost'
  }
  if (typeof options === 'number' || (typeof options === 'string' && /^\d+$/.test(options))) return typeof second === 'string' ? second : 'localhost'
  return undefined
}

export interface RoutedCall {
  from: string
  to: string
}

export interface AxiosRoutes {
  /** The calls routed so far. */
  readonly routed: RoutedCall[]
  /** Takes the interceptors off again. */
  eject(): void
}

/**
 * Routes the requests of each axios instance whose host is in `routes` to the local URL given
 * for it (path and query kept), and refuses any other request that would leave this machine
 * with an error naming its URL (its host recorded in `refused`).
 */
export function routeAxios(instances: AxiosInstance[], { routes, refused }: { routes: Record<string, string>; refused: string[] }): AxiosRoutes {
  const routed: RoutedCall[] = []
  const ids = instances.map((instance) =>
    instance.interceptors.request.use((config) => {
      const url = new URL(config.url ?? '', config.baseURL)
      const target = routes[url.host]
      if (target !== undefined) {
        const to = `${target}${url.pathname}${url.search}`
        routed.push({ from: url.href, to })
        config.url = to
        delete config.baseURL
        return config
      }
      if (isLocalHost(url.hostname.replace(/^\[|\]$/g, ''))) return config
      refused.push(url.host)
      throw new Error(`offline guard: ${config.method?.toUpperCase() ?? 'GET'} ${url.href} would leave this machine`)
    }),
  )
  return {
    routed,
    eject: () => instances.forEach((instance, index) => instance.interceptors.request.eject(ids[index] ?? -1)),
  }
}
