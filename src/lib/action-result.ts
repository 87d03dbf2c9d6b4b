// What every action answers, on the server and in the browser alike: its data, or a message that says what to do.

export type ActionStatus = 400 | 403 | 404 | 409 | 429 | 500;

export type ActionResult<T> =
  | { ok: true; data: T }
  | {
      ok: false;
      status: ActionStatus;
      error: string;
      fieldErrors?: Record<string, string[]>;
      /** A form posted before the app loaded: what was typed, to show again (never a password or a card). */
      values?: Record<string, string>;
    };
