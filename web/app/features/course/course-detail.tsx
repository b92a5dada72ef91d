// The course detail page of the spec, without the schedule and enrolment flow (the route composes
// those from the batch and enrolment features). Its own popups are one chunk, fetched on the
// visitor's first interaction with the page (or on hover/focus), so each opens with its content on screen.
import { COURSE_TYPE_LABELS } from "@skillbridge/core/constants";
import { courseCopy } from "@skillbridge/core/page-copy/course";
import { coursePath, totalHours } from "@skillbridge/core/rules";
import { type ReactNode, Suspense, useState } from "react";
import { Link } from "react-router";
import { shownText, useCopy, useLocalePath } from "../../i18n/copy";
import { Icon } from "../../ui/icon";
import { preloadable } from "../../ui/preloadable";
import { useEngagementPreload } from "../../ui/use-engagement-preload";
import type { CourseDetailData } from "./course-data";
import styles from "./course-detail.module.css";
import { CourseFaqs } from "./course-faqs";
import { CourseOffer } from "./course-offer";
import { CourseReviewList, CourseTrainers, Stars } from "./course-people";
import { courseCanonical } from "./course-seo";
import { LongDescription } from "./long-description";

const popups = preloadable(() => import("./course-popups"));
const loadPopups = () => void popups.preload().catch(() => undefined);
const TermsDialog = popups.component((m) => m.TermsDialog);
const LearningModeDialog = popups.component((m) => m.LearningModeDialog);
const CourseListDialog = popups.component((m) => m.CourseListDialog);
const HoursDialog = popups.component((m) => m.HoursDialog);
const ShareDialog = popups.component((m) => m.ShareDialog);

type Popup = "terms" | "mode" | "modules" | "benefits" | "prerequisites" | "hours" | "share" | null;

type CourseDetailProps = {
  data: CourseDetailData;
  onOpenSchedule: () => void;
  onOpenEnquiry: () => void;
  /** Fetch the enquiry form's code before it is needed (hover or focus on Enroll Now). */
  onEnquiryIntent?: () => Promise<unknown>;
  /** The upcoming-batches section, placed before the FAQs. */
  schedule: ReactNode;
};

const menu = [
  { popup: "mode", icon: "monitor" },
  { popup: "modules", icon: "book" },
  { popup: "benefits", icon: "award" },
  { popup: "prerequisites", icon: "clipboard" },
] as const;

export function CourseDetail({ data, onOpenSchedule, onOpenEnquiry, onEnquiryIntent, schedule }: CourseDetailProps) {
  const { course } = data;
  const copy = useCopy("course", courseCopy);
  const to = useLocalePath();
  const types: Record<string, string> = useCopy("courseTypes", COURSE_TYPE_LABELS);
  const [popup, setPopup] = useState<Popup>(null);
  const close = () => setPopup(null);
  const hours = totalHours(course.hoursData);
  const name = shownText(course.ictName, course.translation?.ictName);
  const short = shownText(course.ictSDesc, course.translation?.ictSDesc);
  const long = shownText(course.ictDesc, course.translation?.ictDesc);
  const batchHours = [...new Set(data.batches.items.map((batch) => batch.ictHours))];
  useEngagementPreload(popups.preload);

  return (
    <>
      <nav aria-label={copy.breadcrumb.label} className={styles.breadcrumb}>
        <ol>
          <li>
            <Link to={to("/")}>{copy.breadcrumb.home}</Link>
          </li>
          <li>
            <Link to={to("/training_course")}>{copy.breadcrumb.courses}</Link>
          </li>
          <li>
            <Link to={to(coursePath(course))} aria-current="page" lang={name.lang}>
              {name.text}
            </Link>
          </li>
        </ol>
      </nav>
      <div className={styles.layout}>
        <header className={styles.head}>
          <h1 className={styles.name} lang={name.lang}>
            {name.text}
          </h1>
          <div className={styles.meta}>
            <span className={styles.type}>{types[course.ictType] ?? course.ictType}</span>
            {data.reviews.average !== null && data.reviews.count > 0 ? (
              <a href="#reviews" className={styles.ratingLink}>
                <Stars rating={data.reviews.average} /> {data.reviews.average.toFixed(1)} ({data.reviews.count}{" "}
                {data.reviews.count === 1 ? copy.review : copy.reviews})
              </a>
            ) : null}
            <button
              type="button"
              className={styles.share}
              aria-haspopup="dialog"
              onClick={() => setPopup("share")}
              onPointerEnter={loadPopups}
              onFocus={loadPopups}
            >
              <Icon name="share" size={18} /> {copy.share}
            </button>
          </div>
        </header>
        <div className={styles.aside}>
          <CourseOffer
            course={course}
            coverToken={data.coverToken}
            onOpenSchedule={onOpenSchedule}
            onOpenEnquiry={onOpenEnquiry}
            onOpenTerms={() => setPopup("terms")}
            onIntent={onEnquiryIntent}
          />
        </div>
        <div className={styles.details}>
          <p className={styles.duration}>
            <Icon name="clock" size={20} /> {copy.duration}{" "}
            <strong>
              {hours} {copy.hours}
            </strong>{" "}
            <button
              type="button"
              className="btn-link"
              aria-haspopup="dialog"
              onClick={() => setPopup("hours")}
              onPointerEnter={loadPopups}
              onFocus={loadPopups}
            >
              {copy.hourlyStructure}
            </button>
          </p>
          <p className={styles.short} lang={short.lang}>
            {short.text}
          </p>
          <LongDescription {...long} />
          <ul className={styles.menu} aria-label={copy.information}>
            {menu.map((item) => (
              <li key={item.popup}>
                <button
                  type="button"
                  className="btn"
                  aria-haspopup="dialog"
                  onClick={() => setPopup(item.popup)}
                  onPointerEnter={loadPopups}
                  onFocus={loadPopups}
                >
                  <Icon name={item.icon} size={18} /> {copy.menu[item.popup]}
                </button>
              </li>
            ))}
          </ul>
          <section className={styles.inclusions} aria-labelledby="inclusions-heading">
            <h2 id="inclusions-heading">{copy.includesTitle}</h2>
            <ul>
              {copy.inclusions.map((line) => (
                <li key={line}>
                  <Icon name="check" size={18} className={styles.check} /> {line}
                </li>
              ))}
            </ul>
          </section>
        </div>
      </div>
      {schedule}
      <CourseTrainers trainers={data.trainers} />
      <CourseReviewList reviews={data.reviews} />
      <CourseFaqs faqs={data.faqs} />
      <Suspense fallback={null}>
        {popup === "terms" ? <TermsDialog onClose={close} /> : null}
        {popup === "mode" ? <LearningModeDialog onClose={close} /> : null}
        {popup === "modules" ? <CourseListDialog kind="modules" list={data.modules} onClose={close} /> : null}
        {popup === "benefits" ? <CourseListDialog kind="benefits" list={data.benefits} onClose={close} /> : null}
        {popup === "prerequisites" ? (
          <CourseListDialog kind="prerequisites" list={data.prerequisites} onClose={close} />
        ) : null}
        {popup === "hours" ? (
          <HoursDialog
            onClose={close}
            trainingHours={course.hoursData?.TrainingHour ?? 0}
            labHours={course.hoursData?.LabHour ?? 0}
            batchHours={batchHours}
          />
        ) : null}
        {popup === "share" ? <ShareDialog onClose={close} url={courseCanonical(data)} name={course.ictName} /> : null}
      </Suspense>
    </>
  );
}
