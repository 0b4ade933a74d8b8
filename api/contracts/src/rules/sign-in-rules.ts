import * as z from 'zod/mini';

/** The longest password the shop hashes (argon2 work is bounded before it starts). */
export const PASSWORD_MAX_LENGTH = 200;

export const SIGN_IN_MESSAGES = {
  username: 'Please enter your username.',
  password: 'Please enter your password.',
} as const;

/**
 * The owner's sign-in, checked by the back office's form and by the API's SignInDto alike. The
 * username is trimmed; the password is taken exactly as typed.
 */
export const signInSchema = z.object({
  username: z
    .string({
      error: (issue) => (issue.input == null ? SIGN_IN_MESSAGES.username : 'username must be text'),
    })
    .check(
      z.trim(),
      z.minLength(1, SIGN_IN_MESSAGES.username),
      z.maxLength(100, 'username must be at most 100 characters'),
    ),
  password: z
    .string({
      error: (issue) => (issue.input == null ? SIGN_IN_MESSAGES.password : 'password must be text'),
    })
    .check(
      z.minLength(1, SIGN_IN_MESSAGES.password),
      z.maxLength(
        PASSWORD_MAX_LENGTH,
        `password must be at most ${PASSWORD_MAX_LENGTH} characters`,
      ),
    ),
});

export type SignInValues = z.input<typeof signInSchema>;
