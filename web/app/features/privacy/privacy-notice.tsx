// The privacy notice every form links to (India's Digital Personal Data Protection Act 2023,
// "DPDP Act"): what each form collects, why, for how long, who sees it, the visitor's rights
// and how to use them, and cookies. NOTICE_ID names this version; every submission stores it.
// Its words are the message catalogue's (page-copy/privacy.ts); this file lays them out.
import { privacyCopy as copy, type PrivacyText } from "@skillbridge/core/page-copy/privacy";
import { Fragment } from "react";
import { Link } from "react-router";
import styles from "./privacy.module.css";

type Props = {
  noticeId: string;
  legalName: string;
  email: string;
  address: readonly string[];
};

/** A paragraph's parts as text and inline elements, its slots filled from the props. */
function Rich({ text, props }: { text: PrivacyText; props: Props }) {
  if (typeof text === "string") return text;
  return text.map((part, index) => {
    const key = `${index}`;
    if (typeof part === "string") return <Fragment key={key}>{part}</Fragment>;
    if ("code" in part) return <code key={key}>{part.code}</code>;
    if ("strong" in part) return <strong key={key}>{part.strong}</strong>;
    if ("link" in part)
      return (
        <Link key={key} to={part.to}>
          {part.link}
        </Link>
      );
    if (part.slot === "noticeId") return <code key={key}>{props.noticeId}</code>;
    if (part.slot === "email")
      return (
        <a key={key} href={`mailto:${props.email}`}>
          {props.email}
        </a>
      );
    if (part.slot === "legalName") return <Fragment key={key}>{props.legalName}</Fragment>;
    return <Fragment key={key}>{props.address.join(", ")}</Fragment>;
  });
}

export function PrivacyNotice(props: Props) {
  return (
    <article className={styles.notice}>
      <h1>{copy.title}</h1>
      <p className={styles.version}>
        <Rich text={copy.version} props={props} />
      </p>
      <p>
        <Rich text={copy.intro} props={props} />
      </p>

      <h2>{copy.collectTitle}</h2>
      <ul className={styles.forms}>
        {copy.forms.map((row) => (
          <li key={row.form} className={styles.form}>
            <h3>{row.form}</h3>
            <dl>
              <dt>{copy.collectedLabel}</dt>
              <dd>{row.collected}</dd>
              <dt>{copy.purposeLabel}</dt>
              <dd>{row.purpose}</dd>
            </dl>
          </li>
        ))}
      </ul>
      {copy.collectNotes.map((text) => (
        <p key={text}>{text}</p>
      ))}

      <h2>{copy.keepTitle}</h2>
      <ul>
        {copy.keep.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
      <p>{copy.keepEnd}</p>

      <h2>{copy.whoTitle}</h2>
      <p>{copy.who}</p>

      <h2>{copy.rightsTitle}</h2>
      <p>{copy.rightsIntro}</p>
      <ul>
        {copy.rights.map((text) => (
          <li key={text[0].strong}>
            <Rich text={text} props={props} />
          </li>
        ))}
      </ul>

      <h2>{copy.grievanceTitle}</h2>
      <p>
        <Rich text={copy.grievance} props={props} />
      </p>

      <h2>{copy.cookiesTitle}</h2>
      {copy.cookies.map((text) => (
        <p key={text[0]}>
          <Rich text={text} props={props} />
        </p>
      ))}

      <h2>{copy.childrenTitle}</h2>
      <p>{copy.children}</p>

      <h2>{copy.changesTitle}</h2>
      <p>{copy.changes}</p>
    </article>
  );
}
