// Types for startHostServer.mjs, so the TypeScript global setup can import it.
import type { StaticServer } from '../../scripts/serveStatic.mjs'
import type { DescribedDevnet } from './hostDevnet'

export type HostServer = StaticServer

export const HOST_PAGE_DIST: string

export function startHostServer(options: { devnet: DescribedDevnet; host?: string; port?: number }): Promise<HostServer>
