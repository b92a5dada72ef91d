// FAQ list: each question a native disclosure (keyboard and screen-reader ready), answers
// in the server HTML. 'No FAQs available yet.' when there are none; errors in the error style.
import { courseCopy } from "@skillbridge/core/page-copy/course";
import type { Faq } from "@skillbridge/core/schemas";
import { useId } from "react";
import { shownText, useCopy } from "../../i18n/copy";
import type { ListState } from "./course-data";
import styles from "./course-detail.module.css";

export function CourseFaqs({ faqs }: { faqs: ListState<Faq> }) {
  const headingId = useId();
  const copy = useCopy("course", courseCopy);
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{copy.faqsTitle}</h2>
      {faqs.error ? (
        <p className="message message-error">{faqs.error}</p>
      ) : faqs.items.length ? (
        <div className={styles.faqs}>
          {faqs.items.map((item) => {
            const question = shownText(item.faq, item.translation?.faq);
            const answer = shownText(item.faqAnswer, item.translation?.faqAnswer);
            return (
              <details key={item.id} className={styles.faq}>
                <summary lang={question.lang}>{question.text}</summary>
                <p lang={answer.lang}>{answer.text}</p>
              </details>
            );
          })}
        </div>
      ) : (
        <p className="message-empty">{copy.empty.faqs}</p>
      )}
    </section>
  );
}
