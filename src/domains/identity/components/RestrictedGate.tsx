'use client';

import Link from 'next/link';
import { useViewer } from '@/domains/identity/viewer-store';
import type { RestrictedSlotProps } from '@/ui/slots';

// An 18+ title's page speaks to the viewer it has: a subscriber gets the details and Play, a member without a plan
// the plans, a visitor sign-in. The page is cached for everyone; who is here is asked in the browser.
export function RestrictedGate({ returnTo, children }: RestrictedSlotProps) {
  const viewer = useViewer();
  if (!viewer)
    return (
      <p className="container restricted-checking" role="status">
        Checking your access…
      </p>
    );
  if (viewer.subscribed) return <>{children}</>;
  return (
    <div className="container restricted-offer">
      {viewer.signedIn ? (
        <>
          <p>The 18+ collection comes with Premium. Subscribe and you are brought straight back here.</p>
          <Link href={`/extra/pricing-plan?returnTo=${encodeURIComponent(returnTo)}`} className="button primary">
            See the plans
          </Link>
        </>
      ) : (
        <>
          <p>Sign in with a subscription to see the details and watch it.</p>
          {/* A plain link: sign-in leaves the site for the issuer and comes back here. */}
          <a href={`/auth/login?returnTo=${encodeURIComponent(returnTo)}`} className="button primary">
            Sign in
          </a>
        </>
      )}
    </div>
  );
}
