// The /learner/login page's content: the popup's form in a card, under the page's one heading.
import { visitorCopy } from "@skillbridge/core/messages";
import { LoginForm, type LoginRefusal } from "./login-form";
import styles from "./login-form.module.css";

export function LoginCard({ posted, back }: { posted?: LoginRefusal; back?: string }) {
  return (
    <div className={`card ${styles.pageCard}`}>
      <h1 className={styles.pageTitle}>{visitorCopy.header.loginTitle}</h1>
      <p className="field-hint">Sign in with the e-mail and password from your enrolment confirmation.</p>
      <LoginForm posted={posted} back={back} />
    </div>
  );
}
