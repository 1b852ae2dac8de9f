import argon2 from "argon2";

/**
 * argon2id with OWASP's first recommended parameter set (19 MiB, 2 iterations, 1 lane): strong
 * against GPUs while a login stays in tens of milliseconds on a 2-core server.
 */
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies a password. For an unknown account (`hash` null) it verifies against a fixed dummy
 * hash, so the answer takes as long as a wrong password and timing does not reveal accounts.
 */
export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  if (hash === null) {
    dummyHash ??= hashPassword("dummy-password-for-equal-timing");
    await argon2.verify(await dummyHash, password);
    return false;
  }
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}
