// argon2id with OWASP's minimum parameters (19 MiB, 2 passes, 1 lane).
import argon2 from "argon2";

const options = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, options);
}

// Verifying against this when the account does not exist keeps the answer time the same,
// so response times do not reveal which e-mails have accounts.
const dummyHash = hashPassword("not-a-real-password-used-for-timing");

export async function verifyPassword(hash: string | null | undefined, password: string): Promise<boolean> {
  try {
    const ok = await argon2.verify(hash ?? (await dummyHash), password);
    return ok && Boolean(hash);
  } catch {
    return false;
  }
}
