import { useRouter } from 'next/navigation';
import { useState } from 'react';
import type { ActionResult } from '@/lib/action-result';
import { fieldErrors, type Errors } from './forms';
import { notify } from './Notices';

/**
 * Sends a studio upload form to its route and answers the action's result; a proxy's or the body limit's refusal
 * (not JSON) reads as `tooLarge`, a dropped connection as a message that says what to do.
 */
export async function postUpload<T>(endpoint: string, body: FormData, tooLarge: string): Promise<ActionResult<T>> {
  try {
    const res = await fetch(endpoint, { method: 'POST', body });
    return res.headers.get('content-type')?.includes('json')
      ? ((await res.json()) as ActionResult<T>)
      : { ok: false, status: 400, error: tooLarge };
  } catch {
    return { ok: false, status: 500, error: 'The upload did not reach the server. Check the connection and try again.' };
  }
}

/**
 * An upload form's state: its errors, whether it is sending, and a submit that posts it to its route. `done`: what
 * is said once it went through (the form emptied, the page refreshed), or what the form does with the answer itself.
 * `prepare`: what the app adds to the fields it sends.
 */
export function useUpload<T = unknown>(
  endpoint: string,
  slug: string,
  tooLarge: string,
  done: string | ((data: T, form: HTMLFormElement) => void),
  { prepare }: { prepare?: (body: FormData) => void } = {},
) {
  const router = useRouter();
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const body = new FormData(form);
    body.set('slug', slug);
    prepare?.(body);
    setBusy(true);
    const result = await postUpload<T>(endpoint, body, tooLarge);
    setBusy(false);
    setErrors(fieldErrors(result));
    if (!result.ok) return;
    if (typeof done !== 'string') return done(result.data, form);
    form.reset();
    notify(done);
    router.refresh();
  }
  // `endpoint` is the form's action too: posted before the app loads, the route answers with the page again.
  return { errors, busy, onSubmit, endpoint };
}
