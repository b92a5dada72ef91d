// Login: e-mail and password required, the e-mail in a valid format. The same rules and
// messages as the shared loginSchema (a parity test keeps them together) without shipping zod
// in the header's login popup, which every page can open.
import type { ApiError } from "@skillbridge/core/schemas";
import { errorText } from "../../forms/errors";

/** zod's e-mail pattern (the one loginSchema uses). */
const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export type LoginErrors = { email?: string; password?: string };

export function validateLogin(email: string, password: string): LoginErrors {
  const errors: LoginErrors = {};
  const address = email.trim();
  if (!address) errors.email = "E-mail is required";
  else if (address.length > 254) errors.email = "E-mail must be at most 254 characters";
  else if (!EMAIL_PATTERN.test(address)) errors.email = "Enter a valid e-mail address";
  if (!password) errors.password = "Password is required";
  else if (password.length > 1024) errors.password = "Password is too long";
  return errors;
}

/** The server's own message, or undefined when it sent none (the default texts then apply). */
export function serverMessage(error: ApiError | null | undefined): string | undefined {
  return errorText(error ?? undefined, "") || undefined;
}

/** 'Login failed: ' plus the server message, or the default text when there is none. */
export function loginFailureText(error: ApiError | null | undefined): string {
  const message = serverMessage(error);
  return message ? `Login failed: ${message}` : "Login failed, please check your credentials.";
}
