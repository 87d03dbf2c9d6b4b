import { z } from 'zod';
import type { AuthError, AuthNotice } from '@/domains/identity/issuer/interactions';

// What each refusal means to the person at the identity screens, and what to do next (SPEC.md section 8: the
// identity library's exceptions, shown as plain advice, never as a stack trace).
export const AUTH_ERRORS: Record<AuthError, string> = {
  credentials: 'That e-mail and password do not match an account. Check both and try again.', // NotAuthorizedException, UserNotFoundException
  missing: 'Fill in every field, then try again.',
  limit: 'Too many attempts. Wait a few minutes, then try again.', // LimitExceededException
  expired: 'This sign-in page has expired. Go back to StreamIt and choose Sign in again.',
  'cross-site': 'For your safety, use this page only from StreamIt. Enter your details again.',
  failed: 'We could not complete your sign-in. Go back to StreamIt and choose Sign in again.',
  password: 'Use a password of 10 to 256 characters.',
  mismatch: 'The two passwords differ. Type the same password twice.',
  code: 'That code is not right. Check the latest e-mail from us and try again.', // CodeMismatchException
  'code-expired': 'That code has expired, was already used, or belongs to a newer sign-up. Ask for a new one, or sign up again.', // ExpiredCodeException
  'code-limit': 'Too many wrong codes. Ask for a new code.',
  totp: 'That code is not right or was already used. Enter the current code from your authenticator app, or a recovery code.',
  email: 'Enter an e-mail address like name@example.com.',
  name: 'Keep your name to 80 characters or fewer.',
  'demo-remote':
    'The demo operator’s published password works only on the machine StreamIt runs on: sign in there to set your own, or make an operator with the command line.',
};

export const AUTH_NOTICES: Record<AuthNotice, string> = {
  sent: 'We sent a code to that address if it can receive one. It can take a minute; check your spam folder too.',
  reset: 'Your password has been changed. Sign in with your new password.',
  'confirm-first': 'Confirm your e-mail address first: we sent a new code to it.', // UserNotConfirmedException
  confirmed: 'Your e-mail address is confirmed.',
};

/** The query every identity screen takes, each part checked (anything else is dropped). */
export const authScreenParams = z.object({
  interaction: z
    .string()
    .regex(/^[\w-]{1,64}$/)
    .optional()
    .catch(undefined),
  error: z
    .enum(Object.keys(AUTH_ERRORS) as [AuthError, ...AuthError[]])
    .optional()
    .catch(undefined),
  notice: z
    .enum(Object.keys(AUTH_NOTICES) as [AuthNotice, ...AuthNotice[]])
    .optional()
    .catch(undefined),
  email: z.string().max(254).optional().catch(undefined),
  name: z.string().max(80).optional().catch(undefined),
});
export type AuthScreenParams = z.infer<typeof authScreenParams>;
