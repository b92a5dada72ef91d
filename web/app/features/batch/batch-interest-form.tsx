// "Tell me when a batch opens", beside the empty schedule: name, e-mail and an optional phone. A
// real form posting to the course page's action; with scripts a fetcher sends it and the answer
// replaces the form, without them the page the action renders shows the same answer.
import { courseCopy } from "@skillbridge/core/page-copy/course";
import { enrolmentCopy } from "@skillbridge/core/page-copy/enrolment";
import { useId } from "react";
import { useFetcher } from "react-router";
import { TextField } from "../../forms/field";
import type { FormAnswer } from "../../forms/form-answer";
import { FormOutcome } from "../../forms/form-outcome";
import { SubmissionFields } from "../../forms/submission-fields";
import { SubmissionNotice } from "../../forms/submission-notice";
import { useCopy } from "../../i18n/copy";
import { useMessageText } from "../../i18n/message-text";
import styles from "./batch.module.css";
import { BATCH_INTEREST_INTENT } from "./batch-interest-intent";

type Props = {
  /** The course page's own path: the form posts to its action. */
  action?: string;
  /** The answer of a post made without scripts, when it was this form's. */
  posted?: FormAnswer;
};

export function BatchInterestForm({ action, posted }: Props) {
  const headingId = useId();
  const copy = useCopy("course", courseCopy).schedule.interest;
  const messageText = useMessageText("enrolment", enrolmentCopy);
  const notice = useCopy("enrolment", enrolmentCopy).notice;
  const fetcher = useFetcher<FormAnswer>();
  const answer = fetcher.data ?? posted;
  const refused = answer && !answer.ok ? answer : undefined;
  const errors = Object.fromEntries(
    Object.entries(refused?.fieldErrors ?? {}).map(([name, text]) => [name, messageText(text)]),
  );
  const values = refused?.values ?? {};
  return (
    <section className={styles.interest} aria-labelledby={headingId}>
      <h3 id={headingId}>{copy.title}</h3>
      {answer?.ok ? (
        <FormOutcome posted={answer} />
      ) : (
        <fetcher.Form method="post" action={action} aria-labelledby={headingId} className={styles.interestForm}>
          <p>{copy.intro}</p>
          <input type="hidden" name="intent" value={BATCH_INTEREST_INTENT} />
          <TextField
            label={copy.name}
            name="name"
            autoComplete="name"
            required
            maxLength={120}
            defaultValue={values.name}
            error={errors.name}
          />
          <TextField
            label={copy.email}
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={254}
            defaultValue={values.email}
            error={errors.email}
          />
          <TextField
            label={copy.phone}
            name="phone"
            type="tel"
            autoComplete="tel"
            maxLength={20}
            defaultValue={values.phone}
            error={errors.phone}
          />
          <SubmissionFields />
          <FormOutcome posted={refused && { ...refused, formError: messageText(refused.formError) }} />
          <SubmissionNotice words={notice} />
          <button type="submit" className="btn btn-primary" disabled={fetcher.state !== "idle"}>
            {fetcher.state !== "idle" ? copy.sending : copy.submit}
          </button>
        </fetcher.Form>
      )}
    </section>
  );
}
