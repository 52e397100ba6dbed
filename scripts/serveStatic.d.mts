// Types for serveStatic.mjs.

export interface StaticServer {
  /** `http://host:port`, without a trailing slash. */
  url: string
  close(): Promise<void>
}

export function serveStatic(root: string, options?: { routes?: Record<string, unknown>; host?: string; port?: number }): Promise<StaticServer>
