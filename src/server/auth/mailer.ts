// Outgoing mail: through SMTP_URL, or without it into DATA_DIR/outbox/ as .eml files plus one log line.
import { randomUUID } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { FastifyBaseLogger } from 'fastify'
import nodemailer from 'nodemailer'

export interface MailMessage {
  to: string
  subject: string
  text: string
  html: string
}

export interface Mailer {
  send(message: MailMessage): Promise<void>
}

export const OUTBOX_FOLDER = 'outbox'

export function createMailer(
  opts: { smtpUrl: string | undefined; dataDir: string; mailFrom: string },
  log: FastifyBaseLogger,
): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl)
    return {
      async send(message) {
        await transport.sendMail({ from: opts.mailFrom, ...message })
        // NOTE: never log the text: it holds the link with its token.
        log.info({ to: message.to, subject: message.subject }, 'e-mail sent')
      },
    }
  }
  const outbox = path.join(opts.dataDir, OUTBOX_FOLDER)
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  return {
    async send(message) {
      const info = await transport.sendMail({ from: opts.mailFrom, ...message })
      await mkdir(outbox, { recursive: true, mode: 0o700 })
      const stamp = new Date().toISOString().replace(/[:.]/g, '-')
      const file = path.join(outbox, `${stamp}-${randomUUID().slice(0, 8)}.eml`)
      await writeFile(file, info.message, { mode: 0o600 })
      log.info(
        { to: message.to, subject: message.subject, file },
        'e-mail written to the outbox (no SMTP_URL)',
      )
    },
  }
}
