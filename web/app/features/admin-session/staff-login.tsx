// /admin/login: the password, then the second factor. A staff member without one
// enrols it here: the secret (in groups of 4, for typing into an authenticator app) and the
// otpauth URL as text; then the app's 6-digit code. The session is an HttpOnly cookie.
// Every step is a form posted to the route's action: it works before and without
// scripts, and the step's ticket travels in a hidden field, never in the address.
import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import styles from "../../admin-ui/admin.module.css";
import { TextField } from "../../forms/field";

export type StaffLoginStep =
  | { kind: "password" }
  | { kind: "enrol"; token: string; secret: string; uri: string }
  | { kind: "code"; token: string };

/** What the action answers when the sign-in is not done yet (a redirect when it is). */
export type StaffLoginAnswer = { step: StaffLoginStep; error: string | null; email: string };

export const STAFF_LOGIN_TEXTS = {
  missing: "Enter your e-mail and password.",
  failed: "Sign-in failed. Please try again.",
  badCode: "Enter the 6-digit code from your authenticator app.",
  codeFailed: "That code did not work. Please try again.",
} as const;

export function groupsOfFour(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(" ") ?? "";
}

export function StaffLogin({ posted }: { posted?: StaffLoginAnswer }) {
  const fetcher = useFetcher<StaffLoginAnswer>();
  const latest = fetcher.data ?? posted;
  const [restarted, setRestarted] = useState(false);
  const [error, setError] = useState<string | null>(latest?.error ?? null);
  const step: StaffLoginStep = restarted || !latest ? { kind: "password" } : latest.step;
  const pending = fetcher.state !== "idle";

  useEffect(() => {
    if (fetcher.state !== "idle") return;
    if (fetcher.data) {
      setRestarted(false);
      setError(fetcher.data.error);
    }
  }, [fetcher.data, fetcher.state]);

  const status = (
    <p role="status" className={styles.status}>
      {pending ? "Checking…" : ""}
    </p>
  );
  const alert = error ? (
    <p role="alert" className="message message-error">
      {error}
    </p>
  ) : null;

  if (step.kind === "password") {
    return (
      <fetcher.Form
        method="post"
        action="/admin/login"
        noValidate
        onSubmit={(event) => {
          const form = new FormData(event.currentTarget);
          if (pending) return event.preventDefault();
          if (!String(form.get("email") ?? "").trim() || !form.get("password")) {
            event.preventDefault();
            setError(STAFF_LOGIN_TEXTS.missing);
          } else {
            // A message lives until the next attempt: the answer brings its own.
            setError(null);
          }
        }}
      >
        {alert}
        <input type="hidden" name="intent" value="password" />
        <TextField
          label="E-mail"
          type="email"
          name="email"
          autoComplete="username"
          required
          defaultValue={latest?.email ?? ""}
        />
        <TextField label="Password" type="password" name="password" autoComplete="current-password" required />
        <button type="submit" className="btn btn-primary" disabled={pending}>
          Continue
        </button>
        {status}
      </fetcher.Form>
    );
  }

  return (
    <fetcher.Form
      method="post"
      action="/admin/login"
      noValidate
      // A new form for each answer: the code field starts empty after a wrong code.
      key={`${step.kind}-${latest?.error ?? ""}-${fetcher.data ? "js" : "page"}`}
      onSubmit={(event) => {
        const code = String(new FormData(event.currentTarget).get("code") ?? "").trim();
        if (pending) return event.preventDefault();
        if (!/^\d{6}$/.test(code)) {
          event.preventDefault();
          setError(STAFF_LOGIN_TEXTS.badCode);
        } else {
          setError(null);
        }
      }}
    >
      <input type="hidden" name="intent" value="code" />
      <input type="hidden" name="stepKind" value={step.kind} />
      <input type="hidden" name="ticket" value={step.token} />
      {step.kind === "enrol" ? (
        <>
          <input type="hidden" name="secret" value={step.secret} />
          <input type="hidden" name="uri" value={step.uri} />
          <h2>Set up your second factor</h2>
          <ol className={styles.list}>
            <li>
              Open an authenticator app on your phone (for example Google Authenticator, Microsoft Authenticator or
              FreeOTP).
            </li>
            <li>
              Add an account by entering this key by hand (time-based, 6 digits):
              <p className={styles.secret}>
                <span className="visually-hidden">Key: </span>
                <code id="totp-key">{groupsOfFour(step.secret)}</code>
              </p>
              <details>
                <summary>Or paste this setup address into the app</summary>
                <p className={styles.uri}>{step.uri}</p>
              </details>
            </li>
            <li>Enter the 6-digit code the app shows.</li>
          </ol>
        </>
      ) : (
        <h2>Enter your code</h2>
      )}
      {alert}
      <TextField
        label="6-digit code"
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]{6}"
        maxLength={6}
        required
        hint="The code from your authenticator app; it changes every 30 seconds."
        onChange={(event) => {
          event.currentTarget.value = event.currentTarget.value.replace(/\D/g, "");
        }}
      />
      <div className={styles.actions}>
        <button type="submit" className="btn btn-primary" disabled={pending}>
          {step.kind === "enrol" ? "Confirm and sign in" : "Sign in"}
        </button>
        <a
          href="/admin/login"
          className="btn btn-link"
          onClick={(event) => {
            event.preventDefault();
            setRestarted(true);
            setError(null);
          }}
        >
          Start again
        </a>
      </div>
      {status}
    </fetcher.Form>
  );
}
