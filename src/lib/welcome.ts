/** Set by the sign-in callback on a person's first sign-in; the header greets them once and clears it. */
export const WELCOME_COOKIE = 'streamit_welcome';
