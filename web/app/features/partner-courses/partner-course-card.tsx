// spec §2 authorised-partner cards: the description cut to 30 words, then a 'Read More' mark
// that links to the course. That link is the card's one link; its hit area covers the card.
import { PARTNER_CARD_WORD_CUT } from "@skillbridge/core/constants";
import { coursePath, cutWords, totalHours } from "@skillbridge/core/rules";
import type { Course } from "@skillbridge/core/schemas";
import { Link } from "react-router";
import { Icon } from "../../ui/icon";
import styles from "./partner-courses.module.css";

export type PartnerCourse = Pick<Course, "id" | "ictName" | "ictType" | "ictImg" | "ictDesc" | "hoursData">;

function imageSrc(ictImg: string): string {
  return /^https?:\/\//.test(ictImg) || ictImg.startsWith("/") ? ictImg : `/${ictImg}`;
}

export function PartnerCourseCard({ course, eager }: { course: PartnerCourse; eager?: boolean }) {
  const description = cutWords(course.ictDesc, PARTNER_CARD_WORD_CUT);
  return (
    <article className={`card ${styles.card}`}>
      <img
        className={styles.image}
        src={imageSrc(course.ictImg)}
        alt=""
        width={640}
        height={360}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
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
