import { AUTH_MESSAGES } from "@/lib/schemas/auth";

/** What better-auth's client returns on failure (a network failure has no code). */
export interface AuthServiceError {
  code?: string;
  message?: string;
  status?: number;
}

/**
 * Calls the auth service for a form. better-auth's client resolves with `{ error }` when the
 * server answers, but rejects when the request itself fails (offline, connection dropped). That
 * comes back as an error without a code, so the form shows its fallback message and gets its
 * button back instead of staying on "Signing in…" for ever.
 */
export async function callAuthService<T>(
  call: () => Promise<T>,
): Promise<T | { data: null; error: AuthServiceError }> {
  try {
    return await call();
  } catch {
    return { data: null, error: {} };
  }
}

/** The service's own message when it answered with one, otherwise the form's fallback. */
const serviceMessage = (error: AuthServiceError, fallback: string) =>
  error.code && error.message ? error.message : fallback;

/** Spec §8 'Login': credentials errors read the same for a wrong password and an unknown e-mail. */
export function signInErrorMessage(error: AuthServiceError): string {
  switch (error.code) {
    case "INVALID_EMAIL_OR_PASSWORD":
    case "INVALID_EMAIL":
    case "USER_NOT_FOUND":
    case "CREDENTIAL_ACCOUNT_NOT_FOUND":
      return AUTH_MESSAGES.invalidCredentials;
    case "EMAIL_NOT_VERIFIED":
      return AUTH_MESSAGES.unconfirmedEmail;
    default:
      return serviceMessage(error, AUTH_MESSAGES.signInFailed);
  }
}

export function twoFactorErrorMessage(error: AuthServiceError): string {
  switch (error.code) {
    case "INVALID_CODE":
    case "INVALID_BACKUP_CODE":
      return AUTH_MESSAGES.invalidCode;
    default:
      return serviceMessage(error, AUTH_MESSAGES.signInFailed);
  }
}

/** The sign-in step behind the code prompt has lapsed: the visitor starts again. */
export const isTwoFactorChallengeGone = (error: AuthServiceError) =>
  error.code === "INVALID_TWO_FACTOR_COOKIE" || error.code === "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE";

export const forgotPasswordErrorMessage = (error: AuthServiceError) =>
  serviceMessage(error, AUTH_MESSAGES.resetEmailFailed);

export const resetPasswordErrorMessage = (error: AuthServiceError) =>
  serviceMessage(error, AUTH_MESSAGES.updatePasswordFailed);

export const isInvalidResetToken = (error: AuthServiceError) => error.code === "INVALID_TOKEN";
