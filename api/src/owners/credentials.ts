import { hash, verify, type Options } from '@node-rs/argon2';
import { PASSWORD_MAX_LENGTH } from '@healing/contracts';

/** 3 to 40 letters, digits, dot, dash or underscore (the `users` table checks the same). */
export const USERNAME_PATTERN = /^[A-Za-z0-9._-]{3,40}$/;
export const PASSWORD_MIN_LENGTH = 12;
/** Longer passwords are refused before hashing: argon2 of megabytes is a cheap way to load us. */
export { PASSWORD_MAX_LENGTH };

/**
 * argon2id with OWASP's minimum (19 MiB, 2 passes, 1 lane): about 20 ms a hash, little enough for
 * a sign-in, costly for anyone guessing offline. `Algorithm` is a const enum, which this
 * project's isolated modules cannot read: 2 is its Argon2id.
 */
const ARGON2ID_OPTIONS: Options = {
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export function usernameProblem(username: string): string | null {
  if (USERNAME_PATTERN.test(username)) return null;
  return 'A username is 3 to 40 characters: letters, digits, dot, dash or underscore.';
}

const COMMON_PASSWORDS = new Set([
  'password1234',
  'password12345',
  'password123456',
  'passwordpassword',
  '123456789012',
  '1234567890123',
  'qwertyuiop12',
  'qwertyuiopas',
  'iloveyou1234',
  'letmein12345',
  'welcome12345',
  'administrator',
  'adminadmin123',
  'healingshop123',
  'changeme1234',
]);

/** Why a new password is too weak, in words the owner can act on; null when it is fine. */
export function passwordProblem(password: string, username: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) {
    return `The password is too short: use at least ${PASSWORD_MIN_LENGTH} characters (a few unrelated words work well).`;
  }
  if (password.length > PASSWORD_MAX_LENGTH) {
    return `The password is too long: use at most ${PASSWORD_MAX_LENGTH} characters.`;
  }
  const lower = password.toLowerCase();
  if (new Set(lower).size < 5) {
    return 'The password repeats too few different characters: use at least 5 different ones.';
  }
  if (lower.includes(username.toLowerCase())) {
    return 'The password must not contain the username.';
  }
  if (COMMON_PASSWORDS.has(lower) || isRun(lower)) {
    return 'The password is too easy to guess: avoid common passwords and keyboard or number runs.';
  }
  return null;
}

/** "abcdefghijkl", "123456789012", "987654321098": characters one apart all the way. */
function isRun(text: string): boolean {
  const steps = new Set<number>();
  for (let i = 1; i < text.length; i += 1) {
    const step = text.charCodeAt(i) - text.charCodeAt(i - 1);
    steps.add(step === -9 || step === 9 ? Math.sign(-step) : step);
  }
  return steps.size === 1 && (steps.has(1) || steps.has(-1));
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID_OPTIONS);
}

/**
 * Checks a password against a stored hash. Without a hash (no such owner) it verifies against a
 * hash of nothing anyone can send, so an unknown username takes as long as a wrong password.
 */
export async function passwordMatches(password: string, passwordHash?: string): Promise<boolean> {
  const against = passwordHash ?? (await dummyHash());
  try {
    const matches = await verify(against, password);
    return matches && passwordHash !== undefined;
  } catch {
    // A stored value that is not a PHC string matches nothing.
    return false;
  }
}

let dummy: Promise<string> | undefined;
function dummyHash(): Promise<string> {
  dummy ??= hash('\u0000 no owner has this password \u0000', ARGON2ID_OPTIONS);
  return dummy;
}
