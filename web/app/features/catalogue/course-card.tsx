// Course card: image, name, 'N Hours of Learning', the description cut to 150
// characters, 'Check Upcoming Schedule' and 'Details'. A click anywhere on the card opens the
// course: the name is the one real link and its hit area is stretched over the card (CSS), so a
// screen reader hears one link per card plus the two buttons.
// The facts that decide a purchase, from the API: the fee (or "Fee on request"),
// the next batch's date and mode (online, or classroom and its city), the reviews' average, and
// the languages its upcoming batches are taught in (on the list pages, which know their names).

import { batchModeText, FEE_ON_REQUEST, feeText } from "@skillbridge/core/course-facts";
import { courseListsCopy } from "@skillbridge/core/page-copy/course-lists";
import { fillCopy } from "@skillbridge/core/page-copy/fill";
import { coursePath, cutText, totalHours } from "@skillbridge/core/rules";
import { Link } from "react-router";
import { useCopy, useDates, useLocalePath } from "../../i18n/copy";
import { CoverImage } from "../../ui/cover-image";
import { Icon } from "../../ui/icon";
import type { CardCourse } from "./card-course";
import styles from "./course-card.module.css";
import { useTaughtIn } from "./taught-in";

type Props = {
  course: CardCourse;
  /** Cards in the first row load their image at once; the rest when scrolled near. */
  eager?: boolean;
  headingLevel?: 2 | 3;
};

export function CourseCard({ course, eager = false, headingLevel = 2 }: Props) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const copy = useCopy("courseLists", courseListsCopy);
  const { date } = useDates();
  const path = useLocalePath()(coursePath(course));
  const fee = feeText(course.costData?.sellPrice);
  const { nextBatch, rating } = course.facts;
  const taughtIn = useTaughtIn(course.facts.languages);
  return (
    <article className={`card ${styles.card}`}>
      <CoverImage
        className={styles.image}
        courseId={course.id}
        ictImg={course.ictImg}
        coverToken={course.facts.coverToken}
        eager={eager}
      />
      <div className={styles.body}>
        <Heading className={styles.name}>
          <Link to={path} className={styles.stretched}>
            {course.ictName}
          </Link>
        </Heading>
        {rating ? <RatingLine average={rating.average} count={rating.count} /> : null}
        <p className={styles.hours}>
          <Icon name="clock" size={16} />
          {totalHours(course.hoursData)} {copy.card.hoursOfLearning}
        </p>
        <dl className={styles.facts}>
          <div>
            <dt>{copy.card.fee}</dt>
            <dd>{fee === FEE_ON_REQUEST ? copy.card.feeOnRequest : fee}</dd>
          </div>
          <div>
            <dt>{copy.card.nextBatch}</dt>
            <dd>{nextBatch ? date(nextBatch.batchStartDate) : copy.card.notAnnounced}</dd>
          </div>
          {nextBatch ? (
            <div>
              <dt>{copy.card.mode}</dt>
              <dd>{batchModeText(nextBatch.ictStudyMode, nextBatch.ictLocation)}</dd>
            </div>
          ) : null}
          {taughtIn ? (
            <div>
              <dt>{copy.card.taughtIn}</dt>
              <dd>{taughtIn}</dd>
            </div>
          ) : null}
        </dl>
        <p className={styles.description}>{cutText(course.ictDesc)}</p>
        <div className={styles.actions}>
          <Link to={`${path}#schedule`} className={`btn btn-accent ${styles.action}`}>
            {copy.card.schedule}
            <span className="visually-hidden">{` ${copy.card.scheduleFor} ${course.ictName}`}</span>
          </Link>
          <Link to={path} className={`btn ${styles.action}`}>
            {copy.card.details}
            <span className="visually-hidden">{` ${copy.card.detailsOf} ${course.ictName}`}</span>
          </Link>
        </div>
      </div>
    </article>
  );
}

/** "★ 4.6 (12 reviews)", read out as "Rated 4.6 out of 5 from 12 reviews". */
export function RatingLine({ average, count }: { average: number; count: number }) {
  const copy = useCopy("courseLists", courseListsCopy);
  const reviews = `${count} ${count === 1 ? copy.card.review : copy.card.reviews}`;
  return (
    <p className={styles.rating}>
      <span aria-hidden="true">
        <span className={styles.star}>★</span> {average.toFixed(1)} ({reviews})
      </span>
      <span className="visually-hidden">{fillCopy(copy.card.rated, { average: average.toFixed(1), reviews })}</span>
    </p>
  );
}
