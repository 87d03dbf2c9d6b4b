import { z } from 'zod';
import { SignInForm } from '@/domains/identity/components/SignInForm';

export const metadata = { title: 'Sign in', robots: { index: false } };

const params = z.object({
  interaction: z
    .string()
    .regex(/^[\w-]{1,64}$/)
    .optional()
    .catch(undefined),
  error: z.enum(['credentials', 'missing', 'limit', 'expired', 'cross-site', 'failed']).optional().catch(undefined),
  email: z.string().max(254).optional().catch(undefined),
});

// The embedded provider's sign-in step: reached through /oidc/interaction/<uid>, it posts back there.
export default async function SignInPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { interaction, error, email } = params.parse(await searchParams);
  return <SignInForm interaction={interaction} error={error} email={email} />;
}
