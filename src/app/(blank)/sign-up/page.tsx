import { SignUpScreen } from '@/domains/identity/issuer/components/AuthScreens';
import { redirect } from 'next/navigation';
import { screenParams } from '@/domains/identity/issuer/components/screen-params';

export const metadata = { title: 'Create your account', robots: { index: false } };

// A screen of the embedded identity provider: reached through /oidc/interaction/<uid>, it posts back there.
export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await screenParams(searchParams);
  // Typed or bookmarked, with no sign-in under way: start one (a screen says why only when something went wrong).
  if (!params.interaction && !params.error && !params.notice) redirect('/auth/login?screen=sign-up');
  return <SignUpScreen params={params} />;
}
