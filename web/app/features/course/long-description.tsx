// The long description cut to 150 characters with 'read more' / 'show less'. The full
// text is in the server HTML too (hidden until expanded), so crawlers read all of it.
import { courseCopy } from "@skillbridge/core/page-copy/course";
import { cutText } from "@skillbridge/core/rules";
import { useId, useState } from "react";
import { useCopy } from "../../i18n/copy";
import styles from "./course-detail.module.css";

/** `lang`: "en" for the English text on a page in another language (shownText, i18n/copy.tsx). */
export function LongDescription({ text, lang }: { text: string; lang?: "en" | undefined }) {
  const [expanded, setExpanded] = useState(false);
  const fullId = useId();
  const copy = useCopy("course", courseCopy);
  const cut = cutText(text);
  if (cut === text)
    return (
      <p className={styles.long} lang={lang}>
        {text}
      </p>
    );
  return (
    <div className={styles.long} lang={lang}>
      <p hidden={expanded}>{cut}</p>
      <p id={fullId} hidden={!expanded}>
        {text}
      </p>
      <button
        type="button"
        className="btn-link"
        aria-expanded={expanded}
        aria-controls={fullId}
        onClick={() => setExpanded((value) => !value)}
      >
        {expanded ? copy.showLess : copy.readMore}
      </button>
    </div>
  );
}
