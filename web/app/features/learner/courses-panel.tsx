// My Courses/Trainings: enrolment cards split into ongoing and completed, each
// opening recordings, study materials, schedule and feedback popups. A popup's list loads when it
// opens and is dropped when it closes (the Dialog unmounts it); its code is a separate chunk,
// fetched on the visitor's first interaction with the page.
import { learnerDashboardCopy } from "@skillbridge/core/page-copy/learner-dashboard";
import type { Enrolment } from "@skillbridge/core/schemas";
import { lazy, Suspense, useState } from "react";
import { Link } from "react-router";
import { useCopy, useLocalePath } from "../../i18n/copy";
import { Dialog } from "../../ui/dialog";
import { useEngagementPreload } from "../../ui/use-engagement-preload";
import type { TrainingsState } from "./dashboard-data";
import { EnrolmentCard, type PopupKind } from "./enrolment-card";
import type { FeedbackLearner } from "./feedback-form";
import styles from "./learner.module.css";

const loadPopup = () => import("./popup-body");
const PopupBody = lazy(() => loadPopup().then((module) => ({ default: module.PopupBody })));

type Props = {
  trainings: TrainingsState;
  ongoing: Enrolment[];
  completed: Enrolment[];
  learner: FeedbackLearner;
};

export function CoursesPanel({ trainings, ongoing, completed, learner }: Props) {
  const copy = useCopy("learnerDashboard", learnerDashboardCopy);
  const localePath = useLocalePath();
  const [popup, setPopup] = useState<{ kind: PopupKind; enrolment: Enrolment } | null>(null);
  const close = () => setPopup(null);
  useEngagementPreload(loadPopup);

  const group = (title: string, items: Enrolment[], state: "ongoing" | "completed", empty: string) => (
    <section className={styles.group} aria-labelledby={`courses-${state}`}>
      <h3 id={`courses-${state}`}>
        {title} ({items.length})
      </h3>
      {items.length === 0 ? (
        <p className="message-empty">{empty}</p>
      ) : (
        <div className={styles.cards}>
          {items.map((enrolment) => (
            <EnrolmentCard
              key={enrolment.id}
              enrolment={enrolment}
              state={state}
              onOpen={(kind) => setPopup({ kind, enrolment })}
              preload={loadPopup}
            />
          ))}
        </div>
      )}
    </section>
  );

  return (
    <section aria-labelledby="courses-heading">
      <h2 id="courses-heading">{copy.tabs.courses}</h2>
      <p>
        <Link to={localePath("/learner/fees")}>{copy.courses.fees}</Link>
        {copy.courses.feesText}
      </p>
      {trainings.status === "error" ? (
        <p className="message message-error" role="alert">
          {trainings.message}
        </p>
      ) : trainings.enrolments.length === 0 ? (
        <p className="message">
          {copy.courses.none} <Link to={localePath("/training_course")}>{copy.courses.browse}</Link>
        </p>
      ) : (
        <>
          {group(copy.courses.ongoing, ongoing, "ongoing", copy.courses.noOngoing)}
          {group(copy.courses.completed, completed, "completed", copy.courses.noCompleted)}
        </>
      )}
      <Dialog
        open={popup !== null}
        onClose={close}
        size={popup?.kind === "schedule" ? "lg" : "md"}
        title={popup ? `${copy.popups[popup.kind]}: ${popup.enrolment.trainingCard.ictName}` : ""}
      >
        {popup ? (
          <Suspense fallback={<p role="status">{copy.courses.loading}</p>}>
            <PopupBody kind={popup.kind} enrolment={popup.enrolment} learner={learner} onDone={close} />
          </Suspense>
        ) : null}
      </Dialog>
    </section>
  );
}
