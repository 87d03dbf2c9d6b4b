// Apart from action.ts so that modules the server loads before Next (server.ts) can throw it without loading Next.

/** Thrown by `run` for a failure the user can act on; its message is shown as it is. */
export class ActionError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 403 | 404 | 409 = 400,
  ) {
    super(message);
  }
}
