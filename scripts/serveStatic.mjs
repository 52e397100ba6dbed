// A read-only static server on 127.0.0.1 and a free port, for built pages: the e2e host page, the
// benches' builds and the consumer apps. `routes` adds JSON answers (the devnet's description).
import { createReadStream, existsSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import { extname, join, normalize, resolve } from 'node:path'

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml' }

/**
 * Serves `root` read-only on `host:port` (port 0: any free port), and each of `routes` (a path and
 * the value it answers as JSON). Resolves `{ url, close }`; `url` has no trailing slash.
 */
export async function serveStatic(root, { routes = {}, host = '127.0.0.1', port = 0 } = {}) {
  const base = resolve(root)
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)
    if (Object.hasOwn(routes, pathname)) {
      response.writeHead(200, { 'content-type': TYPES['.json'], 'cache-control': 'no-store' }).end(JSON.stringify(routes[pathname]))
      return
    }
    let file = join(base, normalize(pathname))
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html')
    if (!file.startsWith(base) || !existsSync(file)) {
      response.writeHead(404).end()
      return
    }
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-store' })
    createReadStream(file).pipe(response)
  })
  await new Promise((done, fail) => {
    server.once('error', fail)
    server.listen(port, host, done)
  })
  return {
    url: `http://${host}:${server.address().port}`,
    close: () =>
      new Promise((done) => {
        server.closeAllConnections()
        server.close(() => done(undefined))
      }),
  }
}
