import type { CardCourse } from "./card-course";
import { CourseCard } from "./course-card";
import styles from "./course-grid.module.css";
import { cardAnchor } from "./paging";

/** Cards in the first row (three on a wide screen) load their image straight away. */
const EAGER_IMAGES = 3;

/** Course cards as a list (screen readers announce how many). */
export function CourseGrid({ courses, headingLevel = 2 }: { courses: CardCourse[]; headingLevel?: 2 | 3 }) {
  return (
    <ul className={`grid ${styles.cards}`}>
      {courses.map((course, index) => (
        <li key={course.id} id={cardAnchor(index)}>
          <CourseCard course={course} eager={index < EAGER_IMAGES} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
