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

/** The pictures of the modes (their texts are the catalogue's: core's page-copy/learning-modes.ts). */
const images: Record<LearningModeSlug, ModeSlide["image"]> = {
  OnlineTrainingMode: {
    src: "/images/events/webinar.svg",
    alt: "A trainer teaching a live online class to learners on video",
  },
  ClassroomTrainingMode: {
    src: "/images/events/workshop.svg",
    alt: "Learners working on lab exercises in a classroom batch",
  },
  OnSiteTrainingMode: {
    src: "/images/events/meetup.svg",
    alt: "A trainer running a workshop for a corporate team at their office",
  },
  SelfPacedTrainingMode: {
    src: "/images/courses/programming.svg",
    alt: "Code on a laptop screen during a self-paced lesson",
  },
};

export const modeSlides: ModeSlide[] = learningModes.map((mode) => ({
  slug: mode.slug,
  label: mode.label,
  ...learningModeSlides[mode.slug],
  image: images[mode.slug],
}));
