// The parts of one course in the back office: its details, its content, its batches, its questions and tests.
import { NavLink } from "react-router";
import styles from "./admin.module.css";

const tabs = [
  { key: "details", label: "Details", suffix: "" },
  { key: "content", label: "Content", suffix: "/content" },
  { key: "batches", label: "Batches", suffix: "/batches" },
  { key: "questions", label: "Questions & tests", suffix: "/questions" },
] as const;

export type CourseTab = (typeof tabs)[number]["key"];

export function CourseTabs({ courseId, current }: { courseId: number; current: CourseTab }) {
  return (
    <nav aria-label="Course sections" className={styles.tabs}>
      {tabs.map((tab) => (
        <NavLink
          key={tab.key}
          to={`/admin/courses/${courseId}${tab.suffix}`}
          end
          aria-current={tab.key === current ? "page" : undefined}
          className={tab.key === current ? `${styles.tab} ${styles.tabCurrent}` : styles.tab}
        >
          {tab.label}
        </NavLink>
      ))}
    </nav>
  );
}
