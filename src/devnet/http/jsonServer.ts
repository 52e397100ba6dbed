import { createServer, STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Duplex } from 'node:stream'

/**
 * The largest request body read: 1 MB. The biggest request any route takes, a cross-chain call
 * with the most `txs` the service accepts and their calldata, is tens of kilobytes; past the
 * bound the answer is 413 and nothing more of the body is kept.
 */
export const MAX_BODY_BYTES = 1024 * 1024
/**
 * How much of an oversized body is read and thrown away before the 413, so that the client can
 * read it: a client still writing its body when the server closes gets a reset (EPIPE,
 * ECONNRESET), not the answer, and Node's fetch reads nothing until its upload ends. Up to 16 MB
 * (a few milliseconds on loopback) it is drained; past that, declared or received, the 413 goes
 * out at once and the connection is closed under the upload, which costs the devnet nothing.
 */
export const MAX_DISCARD_BYTES = 16 * 1024 * 1024
/**
 * How long an oversized body may take to be drained: a client trickling it (slow loris) holds
 * the connection this long at most, then gets the 413 and the connection is closed.
 */
export const DISCARD_TIMEOUT_MS = 5_000
/**
 * Request line (URL included) and headers: Node's own default, 16 KB, fixed here so the bound
 * does not move with the `--max-http-header-size` flag of whoever runs the devnet.
 */
export const MAX_HEADER_BYTES = 16 * 1024

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
  /** Sent as it is instead of `body` as JSON (an SVG logo); `headers` then give its content type. */
  raw?: string
}

export type JsonHandler = (request: JsonRequest) => Promise<JsonReply> | JsonReply

export interface JsonServer {
  url: string
  port: number
  close(): Promise<void>
}

/** An error with the HTTP status and `{ message, errorCode, statusCode }` body the service answers with. */
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
 * an `HttpProblem` thrown by the handler becomes `{ message, errorCode, statusCode }` with its
 * status, anything else a 500. Every error body carries `statusCode`, as the real service's do:
 * its SDK reads the status from there and reports any 4xx without it as a 500. CORS is open so
 * that a page served from another port (Storybook, the e2e host) can call it. Bigints in replies
 * are written as decimal strings. Bodies past `MAX_BODY_BYTES` get a 413 (once the rest is
 * drained, within `MAX_DISCARD_BYTES` and `discardTimeoutMs`), request heads past
 * `MAX_HEADER_BYTES` a 431, both in that shape.
 */
export async function startJsonServer(
  handler: JsonHandler,
  { port = 0, discardTimeoutMs = DISCARD_TIMEOUT_MS }: { port?: number; discardTimeoutMs?: number } = {},
): Promise<JsonServer> {
  const read = (req: IncomingMessage) => readJson(req, discardTimeoutMs)
  const server = createServer({ maxHeaderSize: MAX_HEADER_BYTES }, (req, res) => void respond(handler, read, req, res))
  server.on('clientError', answerClientError)
  // `Expect: 100-continue` (curl's way with large bodies): invite only a body this server will read.
  server.on('checkContinue', (req: IncomingMessage, res: ServerResponse) => {
    if (!declaredTooLarge(req)) res.writeContinue()
    void respond(handler, read, req, res)
  })
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

/**
 * How long a browser may reuse a preflight answer, in seconds: without it each JSON POST costs two
 * round trips. Chromium caps the value at 7200 (2 h); a longer one would not be honoured there.
 */
export const PREFLIGHT_MAX_AGE_SECONDS = 7200

/**
 * The preflight answer. It allows the headers the preflight asks for: the service's SDK adds
 * `relay-sdk-version` (its UI kit `relay-kit-ui-version`, an API key `x-api-key`) and Ferry's
 * client whatever `headers` its integrator sets, and this devnet is open to every caller anyway.
 */
function preflightHeaders(req: IncomingMessage): Record<string, string> {
  const requested = req.headers['access-control-request-headers']
  return {
    ...CORS,
    ...(requested ? { 'access-control-allow-headers': requested } : {}),
    'access-control-max-age': String(PREFLIGHT_MAX_AGE_SECONDS),
    // The answer depends on the headers asked for: a cache must not hand it to another preflight.
    vary: 'Access-Control-Request-Headers',
  }
}

async function respond(handler: JsonHandler, read: (req: IncomingMessage) => Promise<unknown>, req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (req.method === 'OPTIONS') {
    res.writeHead(204, preflightHeaders(req)).end()
    return
  }
  let reply: JsonReply
  try {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    const body = await read(req)
    reply = await handler({ method: req.method ?? 'GET', url, body, headers: req.headers })
  } catch (error) {
    reply = problemReply(error)
  }
  const status = reply.status ?? 200
  if (reply.raw !== undefined) {
    res.writeHead(status, { ...CORS, ...reply.headers }).end(reply.raw)
    return
  }
  const body = status >= 400 ? withStatusCode(reply.body, status) : reply.body
  const payload = JSON.stringify(body, (_, value: unknown) => (typeof value === 'bigint' ? value.toString() : value))
  res.writeHead(status, { 'content-type': 'application/json', ...CORS, ...reply.headers }).end(payload)
}

/** An error body with `statusCode` beside `message` and `errorCode`, whichever route built it. */
function withStatusCode(body: unknown, status: number): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body
  return { ...body, statusCode: status }
}

function problemReply(error: unknown): JsonReply {
  if (!(error instanceof HttpProblem)) {
    return { status: 500, body: { message: error instanceof Error ? error.message : 'Internal error', errorCode: 'INTERNAL' } }
  }
  return {
    status: error.status,
    body: { message: error.message, ...(error.errorCode ? { errorCode: error.errorCode } : {}) },
    // An oversized body may be cut off mid-upload: the connection cannot carry another request.
    ...(error.status === 413 ? { headers: { connection: 'close' } } : {}),
  }
}

async function readJson(req: IncomingMessage, discardTimeoutMs: number): Promise<unknown> {
  const bytes = await readBody(req, discardTimeoutMs)
  if (bytes.length === 0) return undefined
  try {
    return JSON.parse(bytes.toString('utf8')) as unknown
  } catch {
    throw new HttpProblem(400, 'The body is not valid JSON.', 'INVALID_JSON')
  }
}

/**
 * The body, or a 413 once its declared or its received size passes `MAX_BODY_BYTES`. The 413
 * waits for the rest of the upload, discarded (see `MAX_DISCARD_BYTES`), unless there is too much
 * of it or it is too slow (`DISCARD_TIMEOUT_MS`), or the client waits for `100 Continue` and so
 * sends nothing more: then it goes out at once, and the reply closes the connection.
 */
function readBody(req: IncomingMessage, discardTimeoutMs: number): Promise<Buffer> {
  const tooLarge = () => new HttpProblem(413, `The body is larger than ${MAX_BODY_BYTES / 1024 / 1024} MB; this server reads at most ${MAX_BODY_BYTES} bytes.`, 'BODY_TOO_LARGE')
  const declared = declaredLength(req)
  if (declared > MAX_BODY_BYTES && (declared > MAX_DISCARD_BYTES || expectsContinue(req))) return Promise.reject(tooLarge())
  return new Promise((resolve, reject) => {
    let chunks: Buffer[] = []
    let size = 0
    let discardTimer: ReturnType<typeof setTimeout> | undefined
    const settle = (outcome: () => void) => {
      clearTimeout(discardTimer)
      req.off('data', onData)
      outcome()
    }
    const refuse = () => settle(() => reject(tooLarge()))
    const discard = () => {
      chunks = []
      discardTimer ??= setTimeout(refuse, discardTimeoutMs)
    }
    const onData = (chunk: Buffer) => {
      size += chunk.length
      if (size <= MAX_BODY_BYTES) return void chunks.push(chunk)
      discard()
      // Too much to drain: answer now; the reply closes the connection, which ends the upload.
      if (size > MAX_DISCARD_BYTES) refuse()
    }
    if (declared > MAX_BODY_BYTES) discard()
    req.on('data', onData)
    req.once('end', () => (size > MAX_BODY_BYTES || declared > MAX_BODY_BYTES ? refuse() : settle(() => resolve(Buffer.concat(chunks)))))
    req.once('error', (error) => settle(() => reject(error)))
  })
}

function declaredLength(req: IncomingMessage): number {
  return Number(req.headers['content-length'] ?? 0)
}

function declaredTooLarge(req: IncomingMessage): boolean {
  return declaredLength(req) > MAX_BODY_BYTES
}

function expectsContinue(req: IncomingMessage): boolean {
  return req.headers.expect?.toLowerCase() === '100-continue'
}

/**
 * Node answers a request it cannot parse before any handler runs: an oversized request line or
 * header block gets 431 with an empty body. Answer those in the shape of every other error here,
 * with CORS so that a page can read it, and close the connection as Node would.
 */
function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy()
    return
  }
  const [status, message, errorCode] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, `The request line and headers are larger than ${MAX_HEADER_BYTES / 1024} KB; shorten the URL or the headers.`, 'HEADERS_TOO_LARGE']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'The request took too long to arrive.', 'REQUEST_TIMEOUT']
        : [400, 'The request is not valid HTTP/1.1.', 'BAD_REQUEST']
  const payload = JSON.stringify({ message, errorCode, statusCode: status })
  const head = Object.entries({ 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)), connection: 'close', ...CORS })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head}\r\n${payload}`)
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()))
    server.closeAllConnections()
  })
}
