// Authorised-partner cards: the description cut to 30 words, then a 'Read More' mark
// that links to the course. That link is the card's one link; its hit area covers the card.
// Each card shows the course's own cover, as the catalogue's cards do.
import { PARTNER_CARD_WORD_CUT } from "@skillbridge/core/constants";
import { coursePath, cutWords, totalHours } from "@skillbridge/core/rules";
import type { Course } from "@skillbridge/core/schemas";
import { Link } from "react-router";
import { CoverImage } from "../../ui/cover-image";
import { Icon } from "../../ui/icon";
import styles from "./partner-courses.module.css";

export type PartnerCourse = Pick<Course, "id" | "ictName" | "ictType" | "ictImg" | "ictDesc" | "hoursData"> & {
  /** The uploaded cover's token (the list's card facts), or null: its generated cover. */
  coverToken: string | null;
};

export function PartnerCourseCard({ course, eager }: { course: PartnerCourse; eager?: boolean }) {
  const description = cutWords(course.ictDesc, PARTNER_CARD_WORD_CUT);
  return (
    <article className={`card ${styles.card}`}>
      <CoverImage
        className={styles.image}
        courseId={course.id}
        ictImg={course.ictImg}
        coverToken={course.coverToken}
        eager={eager}
      />
      <div className={styles.body}>
        <p className={styles.type}>{course.ictType}</p>
        <h3 className={styles.name}>{course.ictName}</h3>
        <p className={styles.hours}>
          <Icon name="clock" size={16} />
          {totalHours(course.hoursData)} Hours of Learning
        </p>
        <p className={styles.description}>
          {description.text}
          {description.cut ? "… " : " "}
          <Link to={coursePath(course)} className={styles.readMore}>
            Read More<span className="visually-hidden"> about {course.ictName}</span>
          </Link>
        </p>
      </div>
    </article>
  );
}

/** A grey stand-in of a card while the list reloads. */
export function PartnerCourseSkeleton() {
  return (
    <div className={`card ${styles.card} ${styles.skeleton}`} aria-hidden="true">
      <div className={styles.skeletonImage} />
      <div className={styles.body}>
        <div className={styles.skeletonLine} />
        <div className={`${styles.skeletonLine} ${styles.skeletonShort}`} />
        <div className={styles.skeletonLine} />
        <div className={styles.skeletonLine} />
      </div>
    </div>
  );
}
