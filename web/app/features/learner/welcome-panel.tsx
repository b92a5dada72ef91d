// spec §2 Welcome: greets by first name, then username, then the e-mail before the @, then 'Learner'.
import { greetingName } from "@skillbridge/core/rules";
import styles from "./learner.module.css";

type Props = {
  person: { firstName?: string | null; username?: string | null; email?: string | null } | null;
  /** Counts of ongoing and completed trainings; null when they could not be loaded. */
  trainings: { ongoing: number; completed: number } | null;
  onShowCourses: () => void;
};

export function WelcomePanel({ person, trainings, onShowCourses }: Props) {
  return (
    <section aria-labelledby="welcome-heading">
      <h2 id="welcome-heading">Welcome, {greetingName(person)}!</h2>
      <p>
        This is your learner dashboard: your profile, your trainings with their recordings, study materials and
        schedule, and a place to send feedback on each training.
      </p>
      {trainings ? (
        <dl className={styles.stats}>
          <div className={styles.stat}>
            <dt>Ongoing trainings</dt>
            <dd>{trainings.ongoing}</dd>
          </div>
          <div className={styles.stat}>
            <dt>Completed trainings</dt>
            <dd>{trainings.completed}</dd>
          </div>
        </dl>
      ) : null}
      <button type="button" className="btn btn-primary" onClick={onShowCourses}>
        Go to My Courses/Trainings
      </button>
    </section>
  );
}
