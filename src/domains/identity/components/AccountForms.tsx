'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Field, FormButtons, FormError, useActionForm } from '@/ui/forms';
import { notify } from '@/ui/Notices';
import { changeMyPassword, confirmTotp, deleteMyAccount, endOtherSession, startTotp, turnOffTotp, updateProfile } from '../actions';

// The account page's forms. Each calls its server action and shows the answer by the field it concerns.

export function ProfileForm({ name }: { name: string }) {
  const router = useRouter();
  const { errors, action, onSubmit } = useActionForm(
    updateProfile,
    () => {
      notify('Your name has been saved.');
      router.refresh();
    },
    { notice: 'Your name has been saved.' },
  );
  return (
    <form className="account-form" action={action} onSubmit={onSubmit}>
      <Field name="name" label="Name" autoComplete="name" defaultValue={name} errors={errors} />
      <FormError errors={errors} />
      <button type="submit" className="button">
        Save name
      </button>
    </form>
  );
}

export function PasswordForm() {
  const { errors, action, onSubmit } = useActionForm(
    changeMyPassword,
    (_data, form) => {
      form.reset();
      notify('Your password has been changed.');
    },
    { notice: 'Your password has been changed.' },
  );
  return (
    <form className="account-form" action={action} onSubmit={onSubmit}>
      <Field name="current" label="Current password" type="password" autoComplete="current-password" errors={errors} />
      <Field
        name="password"
        label="New password"
        type="password"
        autoComplete="new-password"
        errors={errors}
        hint="At least 10 characters."
      />
      <Field name="confirm" label="Type it again" type="password" autoComplete="new-password" errors={errors} />
      <FormError errors={errors} />
      <button type="submit" className="button">
        Change password
      </button>
    </form>
  );
}

type Enrolment = { secret: string; qr: string };

export function TotpSettings({ enabled, recoveryCodesLeft }: { enabled: boolean; recoveryCodesLeft: number }) {
  const router = useRouter();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [recovery, setRecovery] = useState<string[] | null>(null);
  const [turningOff, setTurningOff] = useState(false);
  const confirm = useActionForm(confirmTotp, (data) => {
    setEnrolment(null);
    setRecovery(data.recoveryCodes);
  });
  const turnOff = useActionForm(turnOffTotp, () => {
    setTurningOff(false);
    notify('Two-step verification is off.');
    router.refresh();
  });

  if (recovery)
    return (
      <div className="totp-done">
        <p>
          <strong>Two-step verification is on.</strong> Keep these recovery codes somewhere safe: each signs you in once if you lose your
          phone. They are shown only now.
        </p>
        <ol className="recovery-codes" aria-label="Recovery codes">
          {recovery.map((c) => (
            <li key={c}>
              <code>{c}</code>
            </li>
          ))}
        </ol>
        <button
          type="button"
          className="button"
          onClick={() => {
            setRecovery(null);
            router.refresh();
          }}
        >
          I have saved them
        </button>
      </div>
    );

  if (enrolment)
    return (
      <div className="totp-enrol">
        <ol className="steps">
          <li>
            Scan this QR code with an authenticator app (Google Authenticator, 1Password, Authy…).
            <img src={enrolment.qr} alt="QR code to add StreamIt to your authenticator app" width={220} height={220} />
            <span className="hint">
              Can’t scan it? Type this key instead: <code className="secret">{enrolment.secret.replace(/(.{4})/g, '$1 ').trim()}</code>
            </span>
          </li>
          <li>Enter the 6-digit code the app shows for StreamIt.</li>
        </ol>
        <form className="account-form" action={confirm.action} onSubmit={confirm.onSubmit}>
          <Field name="code" label="Code from the app" autoComplete="one-time-code" errors={confirm.errors} />
          <FormError errors={confirm.errors} />
          <FormButtons submit="Turn on" kind="primary" cancel="Cancel" onCancel={() => setEnrolment(null)} />
        </form>
      </div>
    );

  if (enabled)
    return turningOff ? (
      <form className="account-form" action={turnOff.action} onSubmit={turnOff.onSubmit}>
        <Field name="password" label="Your password, to confirm" type="password" autoComplete="current-password" errors={turnOff.errors} />
        <FormError errors={turnOff.errors} />
        <FormButtons submit="Turn off" kind="danger" cancel="Keep it on" onCancel={() => setTurningOff(false)} />
      </form>
    ) : (
      <>
        <p>
          <span className="status on">On</span> Signing in asks for a code from your authenticator app. {recoveryCodesLeft} recovery{' '}
          {recoveryCodesLeft === 1 ? 'code' : 'codes'} left.
        </p>
        <button type="button" className="button" onClick={() => setTurningOff(true)}>
          Turn off two-step verification
        </button>
      </>
    );

  return (
    <>
      <p>
        <span className="status">Off</span> Add a code from your phone to your password, so a stolen password is not enough.
      </p>
      <button
        type="button"
        className="button primary"
        onClick={async () => {
          const result = await startTotp({});
          if (result.ok) setEnrolment(result.data);
          else notify(result.error);
        }}
      >
        Set up two-step verification
      </button>
    </>
  );
}

export function EndSessionButton({ id, label }: { id: string; label: string }) {
  const router = useRouter();
  return (
    <button
      type="button"
      className="button"
      aria-label={label}
      onClick={async () => {
        const result = await endOtherSession({ id });
        notify(result.ok ? 'That session has been signed out.' : result.error);
        router.refresh();
      }}
    >
      Sign out
    </button>
  );
}

export function DeleteAccount({ email, withPassword }: { email: string; withPassword: boolean }) {
  const [open, setOpen] = useState(false);
  const { errors, action, onSubmit } = useActionForm(deleteMyAccount, () => window.location.assign('/'));
  if (!open)
    return (
      <button type="button" className="button danger" onClick={() => setOpen(true)}>
        Delete my account
      </button>
    );
  return (
    <form className="account-form confirm" action={action} onSubmit={onSubmit}>
      <p>
        This deletes your account, your watchlist and your collections, and signs you out everywhere. It cannot be undone. Type{' '}
        <strong>{email}</strong> to confirm.
      </p>
      <Field name="confirm" label="Your e-mail address" type="email" errors={errors} />
      {withPassword && <Field name="password" label="Your password" type="password" autoComplete="current-password" errors={errors} />}
      <FormError errors={errors} />
      <FormButtons submit="Delete my account for good" kind="danger" cancel="Keep my account" onCancel={() => setOpen(false)} />
    </form>
  );
}
