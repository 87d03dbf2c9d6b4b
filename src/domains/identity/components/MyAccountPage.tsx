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

/**
 * /my-account, the one account (the shop's account leads here too), in three parts: profile and security (name,
 * password, two-step verification, sessions, deletion), subscription and billing, orders and addresses. Signed-in
 * people only. `billing` and `orders` come from the pages and shop domains, whose data they are.
 */
export async function MyAccountPage({
  billing,
  orders,
}: {
  billing: (identityId: string) => Promise<React.ReactNode>;
  orders: (identityId: string) => Promise<React.ReactNode>;
}) {
  const current = await currentSession();
  if (!current) redirect('/auth/login?returnTo=%2Fmy-account');
  const account = await getAccountOverview(current.identity, current.session);
  const external = 'Managed by your sign-in provider: change it there.';
  return (
    <>
      <Breadcrumb title="My Account" />
      <div className="container section account-page">
        <nav aria-label="Account sections" className="account-sections">
          <a href="#security">Profile and security</a>
          <a href="#billing">Subscription and billing</a>
          <a href="#orders">Orders and addresses</a>
        </nav>
        <h2 id="security" className="account-part">
          Profile and security
        </h2>
        <section className="account-card profile" aria-labelledby="profile-heading">
          <span className="avatar" aria-hidden="true">
            {account.initials}
          </span>
          <div>
            <h3 id="profile-heading">{account.name || account.email}</h3>
            <p className="meta">{account.email}</p>
          </div>
          {account.managedHere ? <ProfileForm name={account.name} /> : <p className="hint">{external}</p>}
        </section>

        <section className="account-card" aria-labelledby="password-heading">
          <h3 id="password-heading">Password</h3>
          {account.managedHere ? <PasswordForm /> : <p className="hint">{external}</p>}
        </section>

        <section className="account-card" aria-labelledby="totp-heading">
          <h3 id="totp-heading">Two-step verification</h3>
          {account.managedHere ? (
            <TotpSettings enabled={account.totpEnabled} recoveryCodesLeft={account.recoveryCodesLeft} />
          ) : (
            <p className="hint">{external}</p>
          )}
        </section>

        <section className="account-card" aria-labelledby="sessions-heading">
          <h3 id="sessions-heading">Where you are signed in</h3>
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
          <h3 id="delete-heading">Delete account</h3>
          <DeleteAccount email={account.email} withPassword={account.managedHere} />
        </section>

        <h2 id="billing" className="account-part">
          Subscription and billing
        </h2>
        <section className="account-card" aria-labelledby="subscription-heading">
          <h3 id="subscription-heading">Subscription</h3>
          {await billing(current.identity.id)}
        </section>

        <h2 id="orders" className="account-part">
          Orders and addresses
        </h2>
        {await orders(current.identity.id)}
      </div>
    </>
  );
}
