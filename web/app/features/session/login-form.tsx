// spec §2 Learner login: Email and Password, a 'Logging in…' status while sending; failures are
// toasts (spec §8). Success lands on /learner/Profile replacing the history entry (spec §2), and the
// root data is reloaded so the header shows Logout and My Profile. The session itself is an
// HttpOnly cookie set by the API (contract): no token is ever kept by page scripts.
import type { LoginResponse } from "@skillbridge/core/schemas";
import { type FormEvent, useState } from "react";
import { Link, useNavigate, useRevalidator } from "react-router";
import { useApi } from "../../api";
import { TextField } from "../../forms/field";
import { useToast } from "../../ui/toast";
import styles from "./login-form.module.css";
import { type LoginErrors, loginFailureText, validateLogin } from "./login-rules";
import { FORGOT_PASSWORD_PATH, PROFILE_PATH } from "./paths";

export function LoginForm({ onSignedIn }: { onSignedIn?: () => void }) {
  const api = useApi();
  const toast = useToast();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<LoginErrors>({});
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const found = validateLogin(email, password);
    setErrors(found);
    const invalid = found.email ? "email" : found.password ? "password" : null;
    if (invalid) {
      (event.currentTarget.elements.namedItem(invalid) as HTMLInputElement | null)?.focus();
      return;
    }

    setPending(true);
    let failure: string | null = null;
    try {
      const result = await api.post<LoginResponse>("/login/learners/", { email: email.trim(), password });
      if (!result.ok) failure = loginFailureText(result.error);
    } catch {
      failure = loginFailureText(undefined); // no answer at all (offline): the default text
    }
    if (failure) {
      setPending(false);
      toast.show(failure, "error");
      return;
    }
    await navigate(PROFILE_PATH, { replace: true });
    await revalidator.revalidate(); // the root loader: the header switches to Logout + My Profile
    onSignedIn?.();
  }

  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="username"
        inputMode="email"
        required
        value={email}
        error={errors.email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <TextField
        label="Password"
        type="password"
        name="password"
        autoComplete="current-password"
        required
        value={password}
        error={errors.password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <button type="submit" className={`btn btn-primary ${styles.submit}`} disabled={pending}>
        Login
      </button>
      <p role="status" className={styles.status}>
        {pending ? "Logging in…" : ""}
      </p>
      <p className={styles.forgot}>
        {/* In the header's popup, onSignedIn closes it: the link leaves for another page. */}
        <Link to={FORGOT_PASSWORD_PATH} onClick={() => onSignedIn?.()}>
          Forgot password?
        </Link>
      </p>
    </form>
  );
}
