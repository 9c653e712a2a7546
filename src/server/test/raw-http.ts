// One request over a real connection, its answer's bytes as they came over the wire: fetch would decode a
// compressed answer and hide its Content-Encoding and length, which are what a compression test looks at.
import http from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'

export interface RawAnswer {
  status: number
  headers: http.IncomingHttpHeaders
  /** The body as sent, still compressed when Content-Encoding says so. */
  wire: Buffer
  /** The body decoded by its Content-Encoding (br, gzip or none), as text. */
  text: string
}

export function rawRequest(
  origin: string,
  pathname: string,
  options: { method?: string; headers?: Record<string, string>; body?: unknown } = {},
): Promise<RawAnswer> {
  const body = options.body === undefined ? undefined : JSON.stringify(options.body)
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${origin}${pathname}`,
      {
        method: options.method ?? 'GET',
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...options.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('error', reject)
        res.on('end', () => {
          const wire = Buffer.concat(chunks)
          // A HEAD or a 304 names the encoding of a body it does not send.
          const encoding = wire.length === 0 ? undefined : res.headers['content-encoding']
          try {
            const decoded =
              encoding === 'br' ? brotliDecompressSync(wire) : encoding === 'gzip' ? gunzipSync(wire) : wire
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              wire,
              text: decoded.toString('utf8'),
            })
          } catch (error) {
            reject(error instanceof Error ? error : new Error(String(error)))
          }
        })
      },
    )
    request.on('error', reject)
    request.end(body)
  })
}
