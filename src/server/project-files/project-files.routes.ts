// Projects as files: the download and the import, signed-in users only.
import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import {
  PROJECT_FILE_BODY_LIMIT,
  projectFileApi as api,
  projectFileHeader,
  projectFileName,
} from '#contract/api/project-file.ts'
import { AUTH_GUARD, signedInUser } from '../auth/guard.ts'
import { validation } from '../http/app-error.ts'
import { registerEndpoint } from '../http/endpoint.ts'
import { idempotentRequest } from '../idempotency/idempotent.ts'
import { projectFileEnvelope, type ProjectFileEnvelope } from './file-in-slices.ts'
import { largeImportGate } from './large-import-gate.ts'
import type { ProjectFilesService } from './project-files.service.ts'

/**
 * What every version of the file has, checked before the whole: a file this server is too old to read is
 * refused for its version alone (422 on `body.version`), and something that is no project file for that.
 */
function checkFileHeader(request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void): void {
  const header = projectFileHeader.safeParse(request.body)
  if (header.success) return done()
  done(
    validation(
      header.error.issues.map((issue) => ({
        field: ['body', ...issue.path.map(String)].join('.'),
        message: issue.message,
      })),
    ),
  )
}

/**
 * Imports per signed-in user and minute. An import may carry 100 MB and takes seconds of the server's work to
 * check and calculate (in slices, file-in-slices.ts, so other requests are served meanwhile), where a designer
 * imports a handful of files in a sitting: enough for that, too few for one account to keep the server busy.
 * Counted after the guard, per user, in the shared store (like the user lookup's limit, projects.routes.ts),
 * before the body is read: every import counts, a refused file too, since reading and checking it is most of
 * an import's work.
 */
export const IMPORTS_PER_MINUTE = 10

const importLimit = {
  rateLimit: {
    max: IMPORTS_PER_MINUTE,
    timeWindow: '1 minute',
    // Counted as the request comes, after the guard (the same hook, registered before it) and before the body
    // is read: past the limit a large file is refused without being parsed.
    hook: 'onRequest' as const,
    keyGenerator: (request: FastifyRequest) => `import:${request.user?.id ?? request.ip}`,
  },
}

export const projectFilesRoutes = fp<{ projectFiles: ProjectFilesService }>(
  (app, { projectFiles }, done) => {
    const gate = largeImportGate()
    // Streamed (http/json-pieces.ts): a project of 500 long chains is a 26 MB file, which in one string held
    // every other request while it was written.
    registerEndpoint(
      app,
      api.download,
      async ({ raw, params, reply }) => {
        const file = await projectFiles.download(signedInUser(raw), params.projectId)
        void reply.header(
          'Content-Disposition',
          `attachment; filename="${projectFileName(file.project.name)}"`,
        )
        return file
      },
      { streamed: true },
    )
    registerEndpoint(
      app,
      api.import,
      ({ raw, headers }) => {
        // The envelope, its systems unchecked: the service checks and calculates them in slices.
        const envelope = raw.body as ProjectFileEnvelope
        return gate.during(raw, () =>
          projectFiles.import(signedInUser(raw), envelope, idempotentRequest(raw, headers, envelope)),
        )
      },
      {
        preParsing: (request, reply, payload, next) => {
          const refusal = gate.admit(request, reply)
          if (refusal) next(refusal)
          else next(null, gate.body(request, payload))
        },
        preValidation: checkFileHeader,
        bodyLimit: PROJECT_FILE_BODY_LIMIT,
        config: importLimit,
        bodyEnvelope: projectFileEnvelope,
      },
    )
    done()
  },
  { name: 'project-files-routes', dependencies: [AUTH_GUARD], encapsulate: true },
)
