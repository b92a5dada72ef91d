// The four learning modes — online, classroom, on-site at the client, self-paced — as
// the home carousel shows them (kept short: this ships with the home page).
import { learningModeSlides } from "@skillbridge/core/page-copy/learning-modes";
import { learningModes } from "../../site";

export type LearningModeSlug = (typeof learningModes)[number]["slug"];

export type ModeSlide = {
  slug: LearningModeSlug;
  label: string;
  title: string;
  /** May name "{cities}": filled from the site settings where shown (fillContact). */
  blurb: string;
  image: { src: string; alt: string };
};

/** The pictures of the modes (their texts and alts are the catalogue's: core's page-copy/learning-modes.ts). */
const images: Record<LearningModeSlug, string> = {
  OnlineTrainingMode: "/images/events/webinar.svg",
  ClassroomTrainingMode: "/images/events/workshop.svg",
  OnSiteTrainingMode: "/images/events/meetup.svg",
  SelfPacedTrainingMode: "/images/courses/programming.svg",
};

export const modeSlides: ModeSlide[] = learningModes.map((mode) => {
  const { title, blurb, alt } = learningModeSlides[mode.slug];
  return { slug: mode.slug, label: mode.label, title, blurb, image: { src: images[mode.slug], alt } };
});
