// Learner login: Email and Password, a 'Logging in…' status while sending; failures are
// alerts. A real form: it posts to the /learner/login action, which signs in
// through the API and redirects to /learner/Profile with the session cookie (HttpOnly, set by the
// API; no token is ever kept by page scripts). With scripts a fetcher posts it — no reload, the
// failure as a toast, success replacing the history entry of the page it was sent from (the login
// page, or the page under the header's popup), so Back goes to the page before; without them the browser
// posts it and the answer page shows the failure under the form. The failure is also
// shown beside the fields, which name it in their description (aria-describedby), and the next
// attempt clears it and the toast.
import { learnerAreaCopy } from "@skillbridge/core/page-copy/learner-area";
import { useEffect, useId, useRef, useState } from "react";
import { Link, useFetcher } from "react-router";
import { TextField } from "../../forms/field";
import { useCopy, useLocalePath } from "../../i18n/copy";
import { FORGOT_PASSWORD_PATH, LOGIN_PATH } from "../../session/paths";
import { useToast } from "../../ui/toast";
import styles from "./login-form.module.css";
import { type LoginErrors, validateLogin } from "./login-rules";

/** What the /learner/login action answers when it does not sign in. */
export type LoginRefusal = { fieldErrors: LoginErrors; formError: string; email: string; back?: string };

type LoginFormProps = {
  /** The popup closes itself when the visitor leaves for the forgot-password page. */
  onLeave?: () => void;
  /** The action's answer to a post made without scripts (the /learner/login page passes it). */
  posted?: LoginRefusal;
  /** The site page the visitor came to the login page from (login-back.server.ts). */
  back?: string;
};

const englishMessages = learnerAreaCopy.login.messages;

export function LoginForm({ onLeave, posted, back }: LoginFormProps) {
  const copy = useCopy("learnerArea", learnerAreaCopy).login;
  const localePath = useLocalePath();
  // The checks' and the server's English messages in the page's language (any other as it came).
  const messageText = (message: string | undefined) => {
    const key = (Object.keys(englishMessages) as (keyof typeof englishMessages)[]).find(
      (name) => englishMessages[name] === message,
    );
    return key ? copy.messages[key] : message;
  };
  const fetcher = useFetcher<LoginRefusal>();
  const toast = useToast();
  const [errors, setErrors] = useState<LoginErrors>(posted?.fieldErrors ?? {});
  const [formError, setFormError] = useState(posted?.formError ?? "");
  const formErrorId = `${useId()}-failed`;
  const pending = fetcher.state !== "idle";
  const shown = useRef<LoginRefusal | undefined>(undefined);

  // A refusal that came back to the fetcher: the spec's alert, and the field messages.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the words follow the page, not the answer
  useEffect(() => {
    const answer = fetcher.data;
    if (!answer || answer === shown.current || fetcher.state !== "idle") return;
    shown.current = answer;
    setErrors(answer.fieldErrors);
    setFormError(answer.formError);
    if (answer.formError) toast.show(messageText(answer.formError) ?? answer.formError, "error");
  }, [fetcher.data, fetcher.state, toast]);

  return (
    <fetcher.Form
      method="post"
      action={localePath(LOGIN_PATH)}
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        const form = event.currentTarget;
        const values = new FormData(form);
        const found = validateLogin(String(values.get("email") ?? ""), String(values.get("password") ?? ""));
        setErrors(found);
        setFormError("");
        toast.clearErrors();
        const invalid = found.email ? "email" : found.password ? "password" : null;
        if (pending || invalid) {
          event.preventDefault();
          if (invalid) (form.elements.namedItem(invalid) as HTMLInputElement | null)?.focus();
        }
      }}
    >
      {back ? <input type="hidden" name="back" value={back} /> : null}
      <TextField
        label={copy.email}
        type="email"
        name="email"
        autoComplete="username"
        inputMode="email"
        required
        defaultValue={posted?.email}
        error={messageText(errors.email)}
        describedBy={formError ? formErrorId : undefined}
      />
      <TextField
        label={copy.password}
        type="password"
        name="password"
        autoComplete="current-password"
        required
        error={messageText(errors.password)}
        describedBy={formError ? formErrorId : undefined}
      />
      {formError ? (
        // Without scripts this is the only place it shows: an alert; with them the toast is the alert.
        <p id={formErrorId} className="message message-error" role={fetcher.data ? undefined : "alert"}>
          {messageText(formError)}
        </p>
      ) : null}
      <button type="submit" className={`btn btn-primary ${styles.submit}`} disabled={pending}>
        {copy.submit}
      </button>
      <p role="status" className={styles.status}>
        {pending ? copy.sending : ""}
      </p>
      <p className={styles.forgot}>
        <Link to={localePath(FORGOT_PASSWORD_PATH)} onClick={() => onLeave?.()}>
          {copy.forgot}
        </Link>
      </p>
    </fetcher.Form>
  );
}
