// Reshaping courses for cards in one place (house style). A list page hands the browser every
// course of its list (the infinite scroll and the live filters work on them without a request),
// so each is trimmed to what a card, the filter and the sort read: the description already cut to
// 150 characters, the price reduced to the sell price (the card's fee and the fee order). The short
// description stays: the search ranks on it (core's course-search.ts). The facts (next batch,
// popularity, reviews, cover) come from the API.
import { cutText } from "@skillbridge/core/rules";
import type { CourseListItem } from "@skillbridge/core/schemas";

export type CardCourse = CourseListItem;

export function toCardCourse(course: CourseListItem): CardCourse {
  const { costData, translation } = course;
  return {
    ...course,
    ictDesc: cutText(course.ictDesc),
    ...(translation
      ? { translation: { ...translation, ictDesc: translation.ictDesc && cutText(translation.ictDesc) } }
      : {}),
    costData: costData && { id: costData.id, ictid: costData.ictid, ictMrp: 0, sellPrice: costData.sellPrice },
  };
}
