// Reshaping courses for cards in one place (house style). A list page hands the browser every
// course of its list (the infinite scroll and the live filters work on them without a request),
// so each is trimmed to what a card and the filter read: the description already cut to 150
// characters and the price left out. The short description stays: the search ranks on it
// (core's course-search.ts). The Course shape stays, because that is what filterCourses takes.
import { cutText } from "@skillbridge/core/rules";
import type { Course } from "@skillbridge/core/schemas";

export type CardCourse = Course;

export function toCardCourse(course: Course): CardCourse {
  return { ...course, ictDesc: cutText(course.ictDesc), costData: null };
}

/** spec §3: ictImg is a path on the image host (this site) or a full URL. */
export function courseImageSrc(ictImg: string): string {
  if (!ictImg) return "/images/logo.svg";
  return /^https?:\/\//.test(ictImg) || ictImg.startsWith("/") ? ictImg : `/${ictImg}`;
}
