import { hash, verify } from '@node-rs/argon2';

// argon2id (the library's default algorithm). Memory/time cost chosen so a verify stays a few ms
// on the 2-core reference machine: strong against offline guessing, cheap enough for hot paths.
const options = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(plain: string): Promise<string> {
  return hash(plain, options);
}

export async function verifyPassword(stored: string, plain: string): Promise<boolean> {
  try {
    return await verify(stored, plain);
  } catch {
    return false;
  }
}
