// Welcome: greets by first name, then username, then the e-mail before the @, then 'Learner'.

import { fillCopy } from "@skillbridge/core/page-copy/fill";
import { learnerDashboardCopy } from "@skillbridge/core/page-copy/learner-dashboard";
import { greetingName } from "@skillbridge/core/rules";
import { useCopy } from "../../i18n/copy";
import styles from "./learner.module.css";

type Props = {
  person: { firstName?: string | null; username?: string | null; email?: string | null } | null;
  /** Counts of ongoing and completed trainings; null when they could not be loaded. */
  trainings: { ongoing: number; completed: number } | null;
  onShowCourses: () => void;
};

export function WelcomePanel({ person, trainings, onShowCourses }: Props) {
  const copy = useCopy("learnerDashboard", learnerDashboardCopy);
  return (
    <section aria-labelledby="welcome-heading">
      <h2 id="welcome-heading">{fillCopy(copy.welcome.greeting, { name: greetingName(person) })}</h2>
      <p>{copy.welcome.intro}</p>
      {trainings ? (
        <dl className={styles.stats}>
          <div className={styles.stat}>
            <dt>{copy.welcome.ongoing}</dt>
            <dd>{trainings.ongoing}</dd>
          </div>
          <div className={styles.stat}>
            <dt>{copy.welcome.completed}</dt>
            <dd>{trainings.completed}</dd>
          </div>
        </dl>
      ) : null}
      <button type="button" className="btn btn-primary" onClick={onShowCourses}>
        {copy.welcome.toCourses}
      </button>
    </section>
  );
}
