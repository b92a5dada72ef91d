// /admin/login (issue 6): the password, then the second factor. A staff member without one
// enrols it here: the secret (in groups of 4, for typing into an authenticator app) and the
// otpauth URL as text; then the app's 6-digit code. The session is an HttpOnly cookie.
import type { StaffLoginResponse } from "@skillbridge/core/back-office";
import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import { useApi } from "../../api";
import { TextField } from "../../forms/field";
import styles from "./admin.module.css";
import { errorText } from "./form-errors";
import { ADMIN_HOME_PATH } from "./paths";

type Step =
  | { kind: "password" }
  | { kind: "enrol"; token: string; secret: string; uri: string }
  | { kind: "code"; token: string };

export function groupsOfFour(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(" ") ?? "";
}

export function StaffLogin() {
  const api = useApi();
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>({ kind: "password" });
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function run(work: () => Promise<void>) {
    if (pending) return;
    setPending(true);
    setError(null);
    try {
      await work();
    } catch {
      setError("No answer from the server. Check your connection and try again.");
    } finally {
      setPending(false);
    }
  }

  function submitPassword(event: FormEvent) {
    event.preventDefault();
    if (!email.trim() || !password) return setError("Enter your e-mail and password.");
    void run(async () => {
      const result = await api.post<StaffLoginResponse>("/login/staff/", { email: email.trim(), password });
      if (!result.ok) return setError(errorText(result.error, "Sign-in failed. Please try again."));
      const answer = result.data;
      setPassword("");
      if ("access_token" in answer) return void (await navigate(ADMIN_HOME_PATH, { replace: true }));
      if (answer.mfa === "enrol") {
        return setStep({ kind: "enrol", token: answer.enrolToken, secret: answer.secret, uri: answer.otpauthUrl });
      }
      setStep({ kind: "code", token: answer.challengeToken });
    });
  }

  function submitCode(event: FormEvent) {
    event.preventDefault();
    if (step.kind === "password") return;
    if (!/^\d{6}$/.test(code.trim())) return setError("Enter the 6-digit code from your authenticator app.");
    void run(async () => {
      const result =
        step.kind === "enrol"
          ? await api.post("/login/staff/totp/enrol", { enrolToken: step.token, code: code.trim() })
          : await api.post("/login/staff/totp", { challengeToken: step.token, code: code.trim() });
      if (result.ok) return void (await navigate(ADMIN_HOME_PATH, { replace: true }));
      setCode("");
      if (result.status === 401 && /expired/i.test(errorText(result.error, ""))) setStep({ kind: "password" });
      setError(errorText(result.error, "That code did not work. Please try again."));
    });
  }

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
      <form noValidate onSubmit={submitPassword}>
        {alert}
        <TextField
          label="E-mail"
          type="email"
          name="email"
          autoComplete="username"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <TextField
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <button type="submit" className="btn btn-primary" disabled={pending}>
          Continue
        </button>
        {status}
      </form>
    );
  }

  return (
    <form noValidate onSubmit={submitCode}>
      {step.kind === "enrol" ? (
        <>
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
        value={code}
        onChange={(event) => setCode(event.target.value.replace(/\D/g, ""))}
      />
      <div className={styles.actions}>
        <button type="submit" className="btn btn-primary" disabled={pending}>
          {step.kind === "enrol" ? "Confirm and sign in" : "Sign in"}
        </button>
        <button
          type="button"
          className="btn btn-link"
          onClick={() => {
            setStep({ kind: "password" });
            setCode("");
            setError(null);
          }}
        >
          Start again
        </button>
      </div>
      {status}
    </form>
  );
}
