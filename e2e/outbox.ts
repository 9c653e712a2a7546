// The e2e server's mail outbox (E2E_DATA_DIR/outbox, see playwright.config.ts): finds a message by recipient.
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { expect } from '@playwright/test'
import { decodeQuotedPrintable } from '../src/server/test/auth.ts'

/** The newest message to `to`, decoded; waits up to `timeoutMs` for it to arrive. */
export async function mailTo(to: string, timeoutMs = 10_000): Promise<string> {
  const dataDir = process.env.E2E_DATA_DIR
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (see playwright.config.ts)')
  const folder = path.join(dataDir, 'outbox')
  const newest = async (): Promise<string | undefined> => {
    const names = (await readdir(folder).catch(() => [] as string[])).filter((n) => n.endsWith('.eml')).sort()
    for (const name of names.reverse()) {
      const mail = decodeQuotedPrintable(await readFile(path.join(folder, name), 'utf8'))
      if (mail.includes(`To: ${to}`)) return mail
    }
    return undefined
  }
  let found = ''
  await expect
    .poll(async () => (found = (await newest()) ?? ''), {
      message: `a mail to ${to} in ${folder}`,
      timeout: timeoutMs,
    })
    .not.toBe('')
  return found
}

/** The address of the password reset link in a message. */
export const resetLinkOf = (mail: string): string => {
  const link = /https?:\/\/\S+\/app\/password-reset\/new#token=[A-Za-z0-9_-]+/.exec(mail)?.[0]
  if (!link) throw new Error('no reset link in the mail')
  return link
}
