import Link from 'next/link';
import { Logo } from '@/ui/Logo';
import { AUTH_ERRORS, AUTH_NOTICES, type AuthScreenParams } from './auth-messages';

// The embedded identity provider's screens (blank layout). Each posts a plain form to /oidc/interaction/<uid>/<step>;
// the answer comes back as a redirect to a screen with ?error= or ?notice=.

function AuthCard({ title, params, children }: { title: string; params: AuthScreenParams; children: React.ReactNode }) {
  const error = params.error ? AUTH_ERRORS[params.error] : undefined;
  const notice = params.notice ? AUTH_NOTICES[params.notice] : undefined;
  return (
    <div className="auth-screen">
      <div className="auth-card">
        <Link href="/" className="auth-logo" aria-label="StreamIt home">
          <Logo />
        </Link>
        <h1>{title}</h1>
        {error && (
          <p className="auth-message error" role="alert" id="sign-in-error">
            {error}
          </p>
        )}
        {notice && (
          <p className="auth-message" role="status" id="sign-in-notice">
            {notice}
          </p>
        )}
        {params.interaction
          ? children
          : !error && <p>This page was opened without a sign-in in progress. Go back to StreamIt and choose Sign in.</p>}
        <p className="auth-aside">
          <Link href="/">Back to StreamIt</Link>
        </p>
      </div>
    </div>
  );
}

const action = (params: AuthScreenParams, step: string) => `/oidc/interaction/${params.interaction}/${step}`;
const described = (params: AuthScreenParams) => (params.error ? 'sign-in-error' : undefined);

function EmailField({ params, autoFocus = true }: { params: AuthScreenParams; autoFocus?: boolean }) {
  return (
    <div className="field">
      <label htmlFor="email">E-mail address</label>
      <input
        id="email"
        name="email"
        type="email"
        autoComplete="username"
        required
        maxLength={254}
        defaultValue={params.email}
        autoFocus={(autoFocus && !params.email) || params.error === 'email'}
        aria-invalid={params.error === 'email' ? true : undefined}
        aria-describedby={described(params)}
      />
    </div>
  );
}

function NewPasswordFields({ params, autoFocus = false }: { params: AuthScreenParams; autoFocus?: boolean }) {
  // Sent back for the password: the fields say so, and the first takes focus to be typed again.
  const invalid = params.error === 'password' || params.error === 'mismatch' ? true : undefined;
  return (
    <>
      <div className="field">
        <label htmlFor="password">New password</label>
        <input
          id="password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          minLength={10}
          maxLength={256}
          autoFocus={autoFocus || invalid}
          aria-invalid={invalid}
          aria-describedby={invalid ? 'sign-in-error password-hint' : 'password-hint'}
        />
        <small id="password-hint" className="hint">
          At least 10 characters. A few unrelated words make a strong one.
        </small>
      </div>
      <div className="field">
        <label htmlFor="confirm">Type it again</label>
        <input
          id="confirm"
          name="confirm"
          type="password"
          autoComplete="new-password"
          required
          minLength={10}
          maxLength={256}
          aria-invalid={invalid}
        />
      </div>
    </>
  );
}

function CodeField({ label, hint, autoFocus }: { label: string; hint: string; autoFocus?: boolean }) {
  return (
    <div className="field">
      <label htmlFor="code">{label}</label>
      <input
        id="code"
        name="code"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        required
        maxLength={20}
        autoFocus={autoFocus}
        aria-describedby="code-hint"
        className="code-input"
      />
      <small id="code-hint" className="hint">
        {hint}
      </small>
    </div>
  );
}

export function SignInScreen({ params }: { params: AuthScreenParams }) {
  return (
    <AuthCard title="Sign in" params={params}>
      <form method="post" action={action(params, 'login')} className="auth-form">
        <EmailField params={params} />
        <div className="field">
          <label htmlFor="password">Password</label>
          <input
            id="password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            maxLength={256}
            autoFocus={!!params.email}
          />
        </div>
        <label className="check">
          <input type="checkbox" name="remember" defaultChecked /> Keep me signed in on this device
        </label>
        <button type="submit" className="button primary">
          Sign in
        </button>
      </form>
      <p className="auth-aside">
        <Link href={`/forgot-password?interaction=${params.interaction}`}>Forgot your password?</Link>
        <br />
        New to StreamIt? <Link href={`/sign-up?interaction=${params.interaction}`}>Create an account</Link>
      </p>
    </AuthCard>
  );
}

export function SignUpScreen({ params }: { params: AuthScreenParams }) {
  return (
    <AuthCard title="Create your account" params={params}>
      <form method="post" action={action(params, 'sign-up')} className="auth-form">
        <div className="field">
          <label htmlFor="name">
            Your name <span className="hint">(optional)</span>
          </label>
          <input
            id="name"
            name="name"
            type="text"
            autoComplete="name"
            maxLength={80}
            defaultValue={params.name}
            autoFocus={!params.error}
            aria-invalid={params.error === 'name' ? true : undefined}
          />
        </div>
        <EmailField params={params} autoFocus={false} />
        <NewPasswordFields params={params} />
        <button type="submit" className="button primary">
          Create account
        </button>
      </form>
      <p className="auth-aside">
        Already have an account? <Link href={`/sign-in?interaction=${params.interaction}`}>Sign in</Link>
      </p>
    </AuthCard>
  );
}

export function ConfirmSignUpScreen({ params }: { params: AuthScreenParams }) {
  return (
    <AuthCard title="Confirm your e-mail" params={params}>
      <p>
        Enter the 6-digit code we sent to <strong>{params.email || 'your e-mail address'}</strong>.
      </p>
      <form method="post" action={action(params, 'confirm')} className="auth-form">
        <input type="hidden" name="email" value={params.email ?? ''} />
        <CodeField label="Confirmation code" hint="The code is in an e-mail from StreamIt and works for 24 hours." autoFocus />
        <button type="submit" className="button primary">
          Confirm and sign in
        </button>
      </form>
      <form method="post" action={action(params, 'resend')} className="auth-inline">
        <input type="hidden" name="email" value={params.email ?? ''} />
        No code?{' '}
        <button type="submit" className="link-button">
          Send a new one
        </button>
      </form>
    </AuthCard>
  );
}

export function ForgotPasswordScreen({ params }: { params: AuthScreenParams }) {
  return (
    <AuthCard title="Reset your password" params={params}>
      <p>Enter the e-mail address of your account and we will send you a code to choose a new password.</p>
      <form method="post" action={action(params, 'forgot')} className="auth-form">
        <EmailField params={params} />
        <button type="submit" className="button primary">
          Send the code
        </button>
      </form>
      <p className="auth-aside">
        Remembered it? <Link href={`/sign-in?interaction=${params.interaction}`}>Sign in</Link>
      </p>
    </AuthCard>
  );
}

export function ResetPasswordScreen({ params }: { params: AuthScreenParams }) {
  return (
    <AuthCard title="Choose a new password" params={params}>
      <form method="post" action={action(params, 'reset')} className="auth-form">
        <EmailField params={params} />
        <CodeField label="Reset code" hint="The code is in an e-mail from StreamIt and works for 60 minutes." autoFocus={!!params.email} />
        <NewPasswordFields params={params} />
        <button type="submit" className="button primary">
          Save the new password
        </button>
      </form>
      <p className="auth-aside">
        <Link href={`/forgot-password?interaction=${params.interaction}`}>Send a new code</Link>
      </p>
    </AuthCard>
  );
}

export function NewPasswordScreen({ params }: { params: AuthScreenParams }) {
  return (
    <AuthCard title="Choose your password" params={params}>
      <p>Your account was set up with a temporary password. Choose your own to continue.</p>
      <form method="post" action={action(params, 'new-password')} className="auth-form">
        <NewPasswordFields params={params} autoFocus />
        <button type="submit" className="button primary">
          Save and continue
        </button>
      </form>
    </AuthCard>
  );
}

export function TotpScreen({ params }: { params: AuthScreenParams }) {
  return (
    <AuthCard title="Two-step verification" params={params}>
      <p>Open your authenticator app and enter the current code for StreamIt.</p>
      <form method="post" action={action(params, 'totp')} className="auth-form">
        <CodeField label="Code" hint="Lost your phone? Enter one of your recovery codes instead." autoFocus />
        <button type="submit" className="button primary">
          Verify
        </button>
      </form>
    </AuthCard>
  );
}
