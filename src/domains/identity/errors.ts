// SPEC.md section 8: the identity errors by their names and messages. They are logged as they are; the person sees
// a plain message saying what to do (never these texts, never a stack trace).

export class IdentityError extends Error {
  constructor(name: string, message: string) {
    super(message);
    this.name = name;
  }
}

export const invalidIdToken = () => new IdentityError('InvalidIdTokenException', 'Invalid Idtoken.');
export const getIdFailed = () => new IdentityError('GetIdResponseException', 'Received undefined response from getId operation');
export const credentialsMissing = () =>
  new IdentityError('CredentialsNotFoundException', 'Cognito did not respond with either Credentials, AccessKeyId or SecretKey.');
export const OAUTH_LOGOUT_FAILED = 'An error occurred when attempting to log out from OAuth provider.';
