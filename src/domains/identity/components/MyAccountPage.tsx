import { redirect } from 'next/navigation';
import { Breadcrumb } from '@/ui/Breadcrumb';
import { LocalTime } from '@/ui/LocalTime';
import { currentSession } from '../identity';
import { getAccountOverview } from '../my-account';
import { DeleteAccount, EndSessionButton, PasswordForm, ProfileForm, TotpSettings } from './AccountForms';

/** "Chrome on Linux" from a user-agent string: enough to recognise one's own devices. */
export function describeDevice(userAgent: string): string {
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Firefox\//.test(userAgent)
      ? 'Firefox'
      : /Chrom(e|ium)\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : 'A browser';
  const os = /iPhone|iPad/.test(userAgent)
    ? 'iOS'
    : /Android/.test(userAgent)
      ? 'Android'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS X/.test(userAgent)
          ? 'macOS'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : '';
  return os ? `${browser} on ${os}` : browser;
}

const when = (d: Date) => <LocalTime iso={d.toISOString()} />;
/** For labels (plain text): the UTC time. */
const whenText = (d: Date) => d.toISOString().slice(0, 16).replace('T', ' ') + ' UTC';

/** /my-account: profile, password, two-step verification, sessions, deletion. Signed-in people only. */
/** `billing`: the subscription section, from the pages domain (plans and payments live there). */
export async function MyAccountPage({ billing }: { billing: (identityId: string) => Promise<React.ReactNode> }) {
  const current = await currentSession();
  if (!current) redirect('/auth/login?returnTo=%2Fmy-account');
  const account = await getAccountOverview(current.identity, current.session);
  const external = 'Managed by your sign-in provider: change it there.';
  return (
    <>
      <Breadcrumb title="My Account" />
      <div className="container section account-page">
        <section className="account-card profile" aria-labelledby="profile-heading">
          <span className="avatar" aria-hidden="true">
            {account.initials}
          </span>
          <div>
            <h2 id="profile-heading">{account.name || account.email}</h2>
            <p className="meta">{account.email}</p>
          </div>
          {account.managedHere ? <ProfileForm name={account.name} /> : <p className="hint">{external}</p>}
        </section>

        <section className="account-card" aria-labelledby="subscription-heading">
          <h2 id="subscription-heading">Subscription</h2>
          {await billing(current.identity.id)}
        </section>

        <section className="account-card" aria-labelledby="password-heading">
          <h2 id="password-heading">Password</h2>
          {account.managedHere ? <PasswordForm /> : <p className="hint">{external}</p>}
        </section>

        <section className="account-card" aria-labelledby="totp-heading">
          <h2 id="totp-heading">Two-step verification</h2>
          {account.managedHere ? (
            <TotpSettings enabled={account.totpEnabled} recoveryCodesLeft={account.recoveryCodesLeft} />
          ) : (
            <p className="hint">{external}</p>
          )}
        </section>

        <section className="account-card" aria-labelledby="sessions-heading">
          <h2 id="sessions-heading">Where you are signed in</h2>
          <ul className="session-list">
            {account.sessions.map((s) => (
              <li key={s.id}>
                <div>
                  <strong>{describeDevice(s.userAgent)}</strong> {s.current && <span className="status on">This browser</span>}
                  <p className="meta">
                    Signed in {when(s.createdAt)} · last active {when(s.lastSeenAt)}
                    {s.remember ? '' : ' · until the browser closes'}
                  </p>
                </div>
                {!s.current && (
                  <EndSessionButton id={s.id} label={`Sign out ${describeDevice(s.userAgent)}, signed in ${whenText(s.createdAt)}`} />
                )}
              </li>
            ))}
          </ul>
          <form method="post" action="/auth/logout">
            <input type="hidden" name="everywhere" value="yes" />
            <button type="submit" className="button">
              Sign out everywhere
            </button>
          </form>
        </section>

        <section className="account-card danger-zone" aria-labelledby="delete-heading">
          <h2 id="delete-heading">Delete account</h2>
          <DeleteAccount email={account.email} withPassword={account.managedHere} />
        </section>
      </div>
    </>
  );
}
