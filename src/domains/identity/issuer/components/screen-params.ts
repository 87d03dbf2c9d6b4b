import { cookies } from 'next/headers';
import { authScreenParams, type AuthScreenParams } from './auth-messages';
import { readTyped, TYPED_COOKIE } from '../typed-cookie';

/** A sign-in screen's parameters: its address's, with what was typed on the step before (carried in a cookie). */
export async function screenParams(searchParams: Promise<Record<string, string | string[] | undefined>>): Promise<AuthScreenParams> {
  const raw = await searchParams;
  const interaction = typeof raw.interaction === 'string' ? raw.interaction : undefined;
  const typed = readTyped((await cookies()).get(TYPED_COOKIE)?.value, interaction);
  return authScreenParams.parse({ ...raw, ...typed });
}
