// Who teaches the course (the trainers staff attached to its batches) and what
// past learners thought (their feedback, published only with their consent and staff approval).
// Every text is rendered as text: a review with markup shows its characters, never HTML.

import type { CourseReviews, PublicTrainer } from "@skillbridge/core/admin/trust";
import { courseCopy } from "@skillbridge/core/page-copy/course";
import { fillCopy } from "@skillbridge/core/page-copy/fill";
import { useCopy, useDates } from "../../i18n/copy";
import styles from "./course-people.module.css";

export function CourseTrainers({ trainers }: { trainers: PublicTrainer[] }) {
  const copy = useCopy("course", courseCopy);
  if (trainers.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="trainers-heading">
      <h2 id="trainers-heading">{trainers.length === 1 ? copy.people.trainer : copy.people.trainers}</h2>
      <ul className={styles.trainers}>
        {trainers.map((trainer) => (
          <li key={trainer.id} id={`trainer-${trainer.id}`} className={`card ${styles.trainer}`}>
            {trainer.photo ? (
              <img src={trainer.photo} alt="" width={96} height={96} loading="lazy" decoding="async" />
            ) : (
              <span className={styles.initials} aria-hidden="true">
                {initials(trainer.name)}
              </span>
            )}
            <div>
              <h3>{trainer.name}</h3>
              {trainer.years > 0 ? (
                <p className={styles.years}>
                  {trainer.years} {trainer.years === 1 ? copy.people.year : copy.people.years} {copy.people.experience}
                </p>
              ) : null}
              {trainer.bio ? <p>{trainer.bio}</p> : null}
              {trainer.certifications.length ? (
                <ul
                  className={styles.certifications}
                  aria-label={fillCopy(copy.people.certificationsOf, { name: trainer.name })}
                >
                  {trainer.certifications.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              ) : null}
              {trainer.linkedinUrl ? (
                <p>
                  <a href={trainer.linkedinUrl} rel="noopener noreferrer nofollow" target="_blank">
                    {copy.people.linkedin}
                    <span className="visually-hidden">{` ${fillCopy(copy.people.linkedinOf, { name: trainer.name })} ${copy.newTab}`}</span>
                  </a>
                </p>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? "")
    .join("");
}

/** "★★★★☆" for the eye; the screen reader hears "4 out of 5 stars". */
export function Stars({ rating }: { rating: number }) {
  const copy = useCopy("course", courseCopy);
  const full = Math.round(rating);
  return (
    <span className={styles.stars} role="img" aria-label={fillCopy(copy.people.stars, { rating })}>
      {"★".repeat(full)}
      <span className={styles.empty}>{"★".repeat(5 - full)}</span>
    </span>
  );
}

export function CourseReviewList({ reviews }: { reviews: CourseReviews }) {
  const copy = useCopy("course", courseCopy);
  const dates = useDates();
  if (reviews.count === 0 || reviews.average === null) return null;
  const count = `${reviews.count} ${reviews.count === 1 ? copy.review : copy.reviews}`;
  return (
    <section className={styles.section} aria-labelledby="reviews-heading" id="reviews">
      <h2 id="reviews-heading">{copy.people.reviewsTitle}</h2>
      <p className={styles.summary}>
        <Stars rating={reviews.average} /> <strong>{reviews.average.toFixed(1)}</strong>{" "}
        {fillCopy(copy.people.outOf, { count })}
      </p>
      <ul className={styles.reviews}>
        {reviews.items.map((review) => (
          <li key={review.id} className={`card ${styles.review}`}>
            <p className={styles.reviewHead}>
              <Stars rating={review.rating} /> <strong>{review.author}</strong>{" "}
              <time dateTime={review.date}>{dates.date(review.date)}</time>
            </p>
            <p className={styles.message}>{review.message}</p>
          </li>
        ))}
      </ul>
      <p className="field-hint">{copy.people.reviewsSource}</p>
    </section>
  );
}
