import { execFile } from 'node:child_process'
import { request, type IncomingHttpHeaders } from 'node:http'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HttpProblem, MAX_BODY_BYTES, MAX_HEADER_BYTES, PREFLIGHT_MAX_AGE_SECONDS, startJsonServer, type JsonServer } from './jsonServer'

const execFileAsync = promisify(execFile)

let server: JsonServer

beforeAll(async () => {
  server = await startJsonServer(({ url, body }) => {
    if (url.pathname === '/problem') throw new HttpProblem(422, 'Refused on purpose.', 'REFUSED')
    if (url.pathname === '/crash') throw new Error('boom')
    if (url.pathname === '/teapot') return { status: 418, body: { message: 'Short and stout.', errorCode: 'TEAPOT' } }
    return { body: { path: url.pathname, size: JSON.stringify(body ?? null).length } }
  })
})

afterAll(() => server.close())

interface Answer {
  status: number
  headers: IncomingHttpHeaders
  body: Record<string, unknown>
  /** Body bytes this client had handed to the socket when the answer came. */
  sent: number
}

/**
 * A raw request whose body is written chunk by chunk while no answer has come, up to `bodyBytes`
 * (undeclared: chunked), or sent whole with its content-length when `declared`.
 */
function send({ path = '/echo', bodyBytes = 0, declared = false }: { path?: string; bodyBytes?: number; declared?: boolean } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let sent = 0
    let answered = false
    const req = request(`${server.url}${path}`, { method: bodyBytes > 0 ? 'POST' : 'GET', headers: { 'content-type': 'application/json' } }, (res) => {
      answered = true
      let text = ''
      res.on('data', (chunk: Buffer) => (text += chunk.toString()))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: (text ? JSON.parse(text) : {}) as Record<string, unknown>, sent }))
    })
    // The server closes the connection while the rest of the body is on its way: the write fails,
    // and the answer may still be arriving.
    req.on('error', (error: NodeJS.ErrnoException) => setTimeout(() => (answered ? undefined : reject(error)), 1_000))
    if (declared) {
      const body = Buffer.alloc(bodyBytes, 0x20)
      req.setHeader('content-length', bodyBytes)
      sent = bodyBytes
      req.end(body)
      return
    }
    const chunk = Buffer.alloc(64 * 1024, 0x20)
    const pump = () => {
      while (!answered && sent < bodyBytes) {
        sent += chunk.length
        if (!req.write(chunk)) return void req.once('drain', pump)
      }
      if (!answered) req.end()
    }
    pump()
  })
}

/** POSTs `bodyBytes` with Node's fetch `times` times, one after another, from a child Node process. */
async function fetchInChild(url: string, { bodyBytes, times }: { bodyBytes: number; times: number }): Promise<Array<{ status: number; body: unknown } | { error: string }>> {
  const script = `
    const [url, bytes, times] = process.argv.slice(1)
    const body = JSON.stringify({ pad: 'x'.repeat(Number(bytes)) })
    ;(async () => {
      const answers = []
      for (let i = 0; i < Number(times); i += 1) {
        try {
          const response = await fetch(url + '/echo', { method: 'POST', headers: { 'content-type': 'application/json' }, body })
          answers.push({ status: response.status, body: await response.json() })
        } catch (error) {
          answers.push({ error: String(error.cause?.code ?? error.cause ?? error) })
        }
      }
      process.stdout.write(JSON.stringify(answers))
    })()`
  const { stdout } = await execFileAsync(process.execPath, ['-e', script, url, String(bodyBytes), String(times)])
  return JSON.parse(stdout) as Array<{ status: number; body: unknown } | { error: string }>
}

describe('startJsonServer bounds', () => {
  it('reads a body up to MAX_BODY_BYTES', async () => {
    const answer = await send({ bodyBytes: MAX_BODY_BYTES - 2, declared: true })
    // Spaces around nothing are not JSON: the body was read whole and parsed.
    expect([answer.status, answer.body.errorCode]).toEqual([400, 'INVALID_JSON'])
  })

  it('answers a body declared larger than MAX_BODY_BYTES 413 BODY_TOO_LARGE in JSON, then serves the next request', async () => {
    const answer = await send({ bodyBytes: 100 * 1024 * 1024, declared: true })
    expect(answer.status).toBe(413)
    expect(answer.body).toEqual({ message: expect.stringMatching(/larger than 1 MB/), errorCode: 'BODY_TOO_LARGE', statusCode: 413 })
    expect(answer.headers['access-control-allow-origin']).toBe('*')
    expect((await send()).body).toEqual({ path: '/echo', size: 4 })
  })

  it('stops reading a streamed body once it passes the bound: the 413 comes long before the upload would end', async () => {
    const answer = await send({ bodyBytes: 200 * 1024 * 1024 })
    expect([answer.status, answer.body.errorCode]).toEqual([413, 'BODY_TOO_LARGE'])
    expect(answer.sent).toBeLessThan(32 * 1024 * 1024)
    expect((await send()).status).toBe(200)
  })

  it("a 10 MB POST from Node's fetch receives 413 BODY_TOO_LARGE in JSON, not a dropped connection", async () => {
    // The client runs in its own process, as a test's would: in this one, the server's reads and
    // the client's writes take turns on one event loop, which hides the race (the reset arriving
    // before the answer is read) that another process meets about every other time.
    const answers = await fetchInChild(server.url, { bodyBytes: 10 * 1024 * 1024, times: 5 })
    for (const answer of answers) {
      expect(answer).toEqual({ status: 413, body: { message: expect.stringMatching(/larger than 1 MB/), errorCode: 'BODY_TOO_LARGE', statusCode: 413 } })
    }
    expect((await send()).status).toBe(200)
  })

  it('a body trickled past the bound (slow loris) gets its 413 after discardTimeoutMs, then the connection closes', async () => {
    const slow = await startJsonServer(() => ({ body: {} }), { discardTimeoutMs: 200 })
    try {
      const started = Date.now()
      const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = request(`${slow.url}/echo`, { method: 'POST', headers: { 'content-length': String(10 * 1024 * 1024) } }, (res) => {
          let text = ''
          res.on('data', (chunk: Buffer) => (text += chunk.toString()))
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }))
        })
        req.on('error', reject)
        // 2 MB, past the bound, and then nothing more: the rest never comes.
        req.write(Buffer.alloc(2 * 1024 * 1024, 0x20))
      })
      expect(answer.status).toBe(413)
      expect(JSON.parse(answer.body)).toMatchObject({ errorCode: 'BODY_TOO_LARGE', statusCode: 413 })
      expect(Date.now() - started).toBeLessThan(2_000)
    } finally {
      await slow.close()
    }
  })

  it('answers a request head past MAX_HEADER_BYTES (a 64 KB URL) 431 HEADERS_TOO_LARGE in JSON, then serves the next request', async () => {
    const answer = await send({ path: `/echo?pad=${'a'.repeat(64 * 1024)}` })
    expect(answer.status).toBe(431)
    expect(answer.body).toEqual({ message: expect.stringMatching(new RegExp(`larger than ${MAX_HEADER_BYTES / 1024} KB`)), errorCode: 'HEADERS_TOO_LARGE', statusCode: 431 })
    expect(answer.headers['access-control-allow-origin']).toBe('*')
    expect((await send({ path: `/echo?pad=${'a'.repeat(8 * 1024)}` })).body).toEqual({ path: '/echo', size: 4 })
  })
})

describe('startJsonServer error bodies', () => {
  it('carry statusCode beside message and errorCode, whether thrown, unexpected or returned by a route', async () => {
    expect(await send({ path: '/problem' })).toMatchObject({ status: 422, body: { message: 'Refused on purpose.', errorCode: 'REFUSED', statusCode: 422 } })
    expect(await send({ path: '/crash' })).toMatchObject({ status: 500, body: { message: 'boom', errorCode: 'INTERNAL', statusCode: 500 } })
    expect(await send({ path: '/teapot' })).toMatchObject({ status: 418, body: { message: 'Short and stout.', errorCode: 'TEAPOT', statusCode: 418 } })
    expect((await send()).body).not.toHaveProperty('statusCode')
  })
})

describe('startJsonServer CORS', () => {
  const preflight = (headers: Record<string, string>) =>
    fetch(`${server.url}/quote/v2`, { method: 'OPTIONS', headers: { origin: 'http://127.0.0.1:5173', 'access-control-request-method': 'POST', ...headers } })

  it('answers a preflight with a max age, so a browser reuses it instead of asking again before every quote', async () => {
    const response = await preflight({ 'access-control-request-headers': 'content-type' })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-max-age')).toBe(String(PREFLIGHT_MAX_AGE_SECONDS))
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(response.headers.get('access-control-allow-methods')).toContain('POST')
  })

  it("allows the headers a client asks for: the service SDK's version headers and API key as well as content-type", async () => {
    const asked = 'content-type,relay-sdk-version,relay-kit-ui-version,x-api-key'
    const response = await preflight({ 'access-control-request-headers': asked })
    expect(response.headers.get('access-control-allow-headers')).toBe(asked)
    expect(response.headers.get('vary')).toBe('Access-Control-Request-Headers')
    expect((await preflight({})).headers.get('access-control-allow-headers')).toBe('content-type')
  })
})
