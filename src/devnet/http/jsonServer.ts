import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface JsonRequest {
  method: string
  url: URL
  body: unknown
  headers: IncomingMessage['headers']
}

export interface JsonReply {
  status?: number
  body: unknown
  headers?: Record<string, string>
}

export type JsonHandler = (request: JsonRequest) => Promise<JsonReply> | JsonReply

export interface JsonServer {
  url: string
  port: number
  close(): Promise<void>
}

/** An error with the HTTP status and `{ message, errorCode }` body the service answers with. */
export class HttpProblem extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errorCode?: string,
  ) {
    super(message)
  }
}

/**
 * A small JSON-over-HTTP server on 127.0.0.1 and a free port. Bodies are parsed as JSON;
 * an `HttpProblem` thrown by the handler becomes `{ message, errorCode }` with its status,
 * anything else a 500. CORS is open so that a page served from another port (Storybook,
 * the e2e host) can call it. Bigints in replies are written as decimal strings.
 */
export async function startJsonServer(handler: JsonHandler, { port = 0 }: { port?: number } = {}): Promise<JsonServer> {
  const server = createServer((req, res) => void respond(handler, req, res))
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  const { port: bound } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${bound}`, port: bound, close: () => closeServer(server) }
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers': 'content-type',
}

async function respond(handler: JsonHandler, req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (req.method === 'OPTIONS') {
    res.writeHead(204, CORS).end()
    return
  }
  let reply: JsonReply
  try {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    const body = await readJson(req)
    reply = await handler({ method: req.method ?? 'GET', url, body, headers: req.headers })
  } catch (error) {
    reply =
      error instanceof HttpProblem
        ? { status: error.status, body: { message: error.message, ...(error.errorCode ? { errorCode: error.errorCode } : {}) } }
        : { status: 500, body: { message: error instanceof Error ? error.message : 'Internal error', errorCode: 'INTERNAL' } }
  }
  const payload = JSON.stringify(reply.body, (_, value: unknown) => (typeof value === 'bigint' ? value.toString() : value))
  res.writeHead(reply.status ?? 200, { 'content-type': 'application/json', ...CORS, ...reply.headers }).end(payload)
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  if (chunks.length === 0) return undefined
  const text = Buffer.concat(chunks).toString('utf8')
  try {
    return JSON.parse(text) as unknown
  } catch {
    throw new HttpProblem(400, 'The body is not valid JSON.', 'INVALID_JSON')
  }
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()))
    server.closeAllConnections()
  })
}
