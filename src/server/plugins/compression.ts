// Compression of the API's answers: br or gzip, as the client's Accept-Encoding prefers, for JSON and text over
// 1 kB (docs/architecture.md, "The path of a request"; docs/security.md, "Compression"). The web app's files are
// compressed once at build time and served as they are (plugins/web-app.ts), never here.
import type { FastifyInstance } from 'fastify'
import compress from '@fastify/compress'

/**
 * Answers smaller than this go as they are: below about a packet, compression saves no round trip and the
 * br or gzip framing may make a small answer larger. @fastify/compress's own default, stated here.
 */
export const COMPRESSION_THRESHOLD = 1024

/** JSON and text; @fastify/compress adds what mime-db marks compressible (SVG), never images, PDF or zip. */
const COMPRESSIBLE = /^(?:application\/(?:[\w.-]+\+)?json|text\/(?!event-stream))/

/**
 * Answers that carry a secret (the three tokens) beside text a stranger may choose: compressed, their length
 * would tell an attacker who can add text and watch the size whether a guess matches the secret (BREACH).
 * Their routes are registered with this (auth/auth.routes.ts).
 */
export const NEVER_COMPRESSED = { compress: false } as const

/**
 * Registers the compression of every route registered after it. Request bodies are not decompressed: what a
 * client may send stays as it was (the body limit counts the bytes sent).
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    // Node 20 has no zstd; deflate is what no browser prefers to gzip. br first where the client takes both.
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD,
    customTypes: COMPRESSIBLE,
    globalDecompression: false,
  })
}
