// Types for startHostServer.mjs, so the TypeScript global setup can import it.

export interface HostServer {
  /** `http://host:port`, without a trailing slash. */
  url: string
  close(): Promise<void>
}

export function startHostServer(options?: { host?: string; port?: number; logLevel?: 'info' | 'warn' | 'error' | 'silent' }): Promise<HostServer>
