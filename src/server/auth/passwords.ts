// Passwords are kept only as argon2id hashes (the library's default algorithm and OWASP's minimum cost).
import { hash, verify } from '@node-rs/argon2'

export const hashPassword = (password: string): Promise<string> => hash(password)

/** False for a wrong password and for a hash that cannot be read. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password)
  } catch {
    return false
  }
}
