// The form that looks a certificate code up. It posts to /verify (no script needed),
// whose action checks the code's shape and check character and sends the visitor on to
// /verify/{code}; a code carries no personal data, so its page may have it in its address.
import { verifyCopy } from "@skillbridge/core/page-copy/verify";
import { useCopy, useLocalePath } from "../../i18n/copy";
import { useMessageText } from "../../i18n/message-text";
import styles from "./verification.module.css";

export function VerifyForm({ code, error }: { code?: string | undefined; error?: string | undefined }) {
  const copy = useCopy("verify", verifyCopy);
  const messageText = useMessageText("verify", verifyCopy);
  const localePath = useLocalePath();
  return (
    <form method="post" action={localePath("/verify")} className={styles.form} noValidate>
      <label htmlFor="verify-code">{copy.codeLabel}</label>
      <input
        id="verify-code"
        name="code"
        defaultValue={code}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={40}
        placeholder="K7QM-2XWP-9TRC-4HN5"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? "verify-code-error" : "verify-code-hint"}
        required
      />
      <p id="verify-code-hint" className={styles.hint}>
        {copy.codeHint}
      </p>
      {error ? (
        <p id="verify-code-error" className="message message-error" role="alert">
          {messageText(error)}
        </p>
      ) : null}
      <button className="btn btn-primary" type="submit">
        {copy.verify}
      </button>
    </form>
  );
}
