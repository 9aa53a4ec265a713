/**
 * Password hashing with argon2id at OWASP's minimum (19 MiB, 2 passes, 1 lane). Tests may lower
 * the memory through config; production keeps the default.
 */
import { hash, verify, type Algorithm } from '@node-rs/argon2';

// The package exports Algorithm as a const enum, which isolated modules cannot read at run time.
const ARGON2ID: Algorithm = 2;

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(passwordHash: string, password: string): Promise<boolean>;
  /** Spends the same time as a real verify, so unknown usernames cannot be told apart by timing. */
  verifyAgainstNothing(password: string): Promise<void>;
}

export function createPasswordHasher(memoryCostKib: number): PasswordHasher {
  const options = { algorithm: ARGON2ID, memoryCost: memoryCostKib, timeCost: 2, parallelism: 1 };
  let decoyHash: Promise<string> | undefined;
  return {
    hash: (password) => hash(password, options),
    verify: async (passwordHash, password) => {
      try {
        return await verify(passwordHash, password);
      } catch {
        return false;
      }
    },
    verifyAgainstNothing: async (password) => {
      decoyHash ??= hash('decoy-password-never-matches', options);
      await verify(await decoyHash, password).catch(() => false);
    },
  };
}
