import { ConflictError } from './domain-errors';
import { isUniqueViolation } from './database-errors';

/**
 * Stores something sent with an optional Idempotency-Key at most once. `store` saves it with the
 * key; when the key's unique index refuses it (sent before, or by a parallel request that
 * committed first), `earlier` finds what the key stored and `sameRequest` checks that it was sent
 * for the same thing: the earlier answer is repeated, or a 409 names the reused key.
 */
export async function storeOncePerKey<Stored, Answer>(options: {
  key: string | null;
  index: string;
  what: string;
  store: () => Promise<Answer>;
  earlier: (key: string) => Promise<Stored | null>;
  sameRequest: (stored: Stored) => boolean;
  answer: (stored: Stored) => Answer;
}): Promise<Answer> {
  try {
    return await options.store();
  } catch (error) {
    if (!options.key || !isUniqueViolation(error, options.index)) throw error;
    const stored = await options.earlier(options.key);
    if (!stored || !options.sameRequest(stored)) {
      throw new ConflictError(
        `This Idempotency-Key was already used for another ${options.what}; send a new key.`,
        'Idempotency-Key',
      );
    }
    return options.answer(stored);
  }
}
