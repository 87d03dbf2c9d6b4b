import Link from 'next/link';
import { Logo } from '@/ui/Logo';
import type { SignInError } from '../interactions';

// What each refusal means to the person signing in, and what to do next.
const MESSAGES: Record<SignInError, string> = {
  credentials: 'That e-mail and password do not match an account. Check both and try again.',
  missing: 'Enter your e-mail address and your password.',
  limit: 'Too many sign-in attempts. Wait a few minutes, then try again.',
  expired: 'This sign-in page has expired. Go back to StreamIt and choose Sign in again.',
  'cross-site': 'For your safety, sign in from this page only. Enter your details again.',
  failed: 'We could not complete your sign-in. Go back to StreamIt and choose Sign in again.',
};

export function SignInForm({ interaction, error, email }: { interaction?: string; error?: SignInError; email?: string }) {
  const message = error ? MESSAGES[error] : undefined;
  return (
    <div className="auth-screen">
      <div className="auth-card">
        <Link href="/" className="auth-logo" aria-label="StreamIt home">
          <Logo />
        </Link>
        <h1>Sign in</h1>
        {message && (
          <p className="notice" role="alert" id="sign-in-error">
            {message}
          </p>
        )}
        {interaction ? (
          <form method="post" action={`/oidc/interaction/${interaction}/login`} className="auth-form">
            <div className="field">
              <label htmlFor="email">E-mail address</label>
              <input
                id="email"
                name="email"
                type="email"
                autoComplete="username"
                required
                maxLength={254}
                defaultValue={email}
                autoFocus={!email}
                aria-describedby={message ? 'sign-in-error' : undefined}
              />
            </div>
            <div className="field">
              <label htmlFor="password">Password</label>
              <input
                id="password"
                name="password"
                type="password"
                autoComplete="current-password"
                required
                maxLength={256}
                autoFocus={!!email}
              />
            </div>
            <label className="check">
              <input type="checkbox" name="remember" /> Keep me signed in on this device
            </label>
            <button type="submit" className="button primary">
              Sign in
            </button>
          </form>
        ) : (
          !message && <p>This sign-in page was opened without a sign-in in progress. Go back to StreamIt and choose Sign in.</p>
        )}
        <p className="auth-aside">
          <Link href="/">Back to StreamIt</Link>
        </p>
      </div>
    </div>
  );
}
