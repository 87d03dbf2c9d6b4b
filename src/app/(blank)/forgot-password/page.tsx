import { ForgotPasswordScreen } from '@/domains/identity/issuer/components/AuthScreens';
import { screenParams } from '@/domains/identity/issuer/components/screen-params';

export const metadata = { title: 'Reset your password', robots: { index: false } };

// A screen of the embedded identity provider: reached through /oidc/interaction/<uid>, it posts back there.
export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <ForgotPasswordScreen params={await screenParams(searchParams)} />;
}
