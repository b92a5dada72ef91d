// spec §5: the catalogue, search and domain filters, one pure function for server and browser.
import { ACTIVE, MAX_HOURS_DEFAULT } from "./constants.ts";
import { totalHours } from "./rules.ts";
import type { Course, CourseType } from "./schemas.ts";

export type CourseFilter = {
  text?: string;
  maxHours?: number;
  types?: readonly CourseType[];
  domainIds?: readonly number[];
};

export function filterCourses(courses: readonly Course[], filter: CourseFilter): Course[] {
  const needle = filter.text?.trim().toLowerCase() ?? "";
  const maxHours = filter.maxHours ?? MAX_HOURS_DEFAULT;
  const types = filter.types ?? [];
  const domains = filter.domainIds ?? [];
  return courses.filter(
    (course) =>
      course.status === ACTIVE &&
      (!needle || course.ictName.toLowerCase().includes(needle)) &&
      totalHours(course.hoursData) <= maxHours &&
      (types.length === 0 || types.includes(course.ictType)) &&
      (domains.length === 0 || domains.includes(course.domainId)),
  );
}
