// The /learner/login page's content: the popup's form in a card, under the page's one heading.
import { visitorCopy } from "@skillbridge/core/messages";
import { learnerAreaCopy } from "@skillbridge/core/page-copy/learner-area";
import { useCopy } from "../../i18n/copy";
import { LoginForm, type LoginRefusal } from "./login-form";
import styles from "./login-form.module.css";

export function LoginCard({ posted, back }: { posted?: LoginRefusal; back?: string }) {
  const header = useCopy("header", visitorCopy.header);
  const copy = useCopy("learnerArea", learnerAreaCopy).login;
  return (
    <div className={`card ${styles.pageCard}`}>
      <h1 className={styles.pageTitle}>{header.loginTitle}</h1>
      <p className="field-hint">{copy.intro}</p>
      <LoginForm posted={posted} back={back} />
    </div>
  );
}
