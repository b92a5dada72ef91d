// Authorised-partner courses: cards, skeleton cards while the list (re)loads, and the
// messages 'Could not load courses for this domain.' and 'No courses found for this domain yet.'
import { type PartnerCourse, PartnerCourseCard, PartnerCourseSkeleton } from "./partner-course-card";
import styles from "./partner-courses.module.css";

const SKELETON_CARDS = 6;
const EAGER_IMAGES = 3;

type Props = { courses: PartnerCourse[]; failed: boolean; loading: boolean };

export function PartnerCourseList({ courses, failed, loading }: Props) {
  if (loading) {
    return (
      <div aria-busy="true">
        <p className="visually-hidden" role="status">
          Loading courses…
        </p>
        <ul className={`grid ${styles.list}`}>
          {Array.from({ length: SKELETON_CARDS }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered
            <li key={index}>
              <PartnerCourseSkeleton />
            </li>
          ))}
        </ul>
      </div>
    );
  }
  if (failed) return <p className="message message-error">Could not load courses for this domain.</p>;
  if (courses.length === 0) return <p className="message-empty">No courses found for this domain yet.</p>;
  return (
    <ul className={`grid ${styles.list}`}>
      {courses.map((course, index) => (
        <li key={course.id}>
          <PartnerCourseCard course={course} eager={index < EAGER_IMAGES} />
        </li>
      ))}
    </ul>
  );
}
