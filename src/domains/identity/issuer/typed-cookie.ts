// The sign-in screens' typed e-mail and name, carried from one step to the next in a cookie rather than the address.

export const TYPED_COOKIE = 'streamit_typed';

/** The carried values for this interaction, or nothing (another interaction's, or none, or malformed). */
export function readTyped(value: string | undefined, interaction: string | undefined): { email?: string; name?: string } {
  if (!value || !interaction) return {};
  try {
    const typed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as { uid?: unknown; email?: unknown; name?: unknown };
    if (typed.uid !== interaction) return {};
    return {
      ...(typeof typed.email === 'string' && { email: typed.email.slice(0, 254) }),
      ...(typeof typed.name === 'string' && { name: typed.name.slice(0, 80) }),
    };
  } catch {
    return {};
  }
}
