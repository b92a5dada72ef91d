// spec §1: the four learning modes — online, classroom, on-site at the client, self-paced — as
// the home carousel shows them (kept short: this ships with the home page).
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

const slides: Record<LearningModeSlug, Omit<ModeSlide, "slug" | "label">> = {
  OnlineTrainingMode: {
    title: "Live Online Training",
    blurb: "Live, instructor-led classes with cloud labs, from anywhere in India or abroad.",
    image: { src: "/images/events/webinar.svg", alt: "A trainer teaching a live online class to learners on video" },
  },
  ClassroomTrainingMode: {
    title: "Classroom Training",
    blurb: "Face-to-face batches at our {cities} centres, with real lab equipment.",
    image: { src: "/images/events/workshop.svg", alt: "Learners working on lab exercises in a classroom batch" },
  },
  OnSiteTrainingMode: {
    title: "On-Site Corporate Training",
    blurb: "Our trainer comes to your office or campus and trains your team on your schedule.",
    image: {
      src: "/images/events/meetup.svg",
      alt: "A trainer running a workshop for a corporate team at their office",
    },
  },
  SelfPacedTrainingMode: {
    title: "Self-Paced Learning",
    blurb: "Recorded lessons, labs and quizzes you can take anytime, with trainer support.",
    image: { src: "/images/courses/programming.svg", alt: "Code on a laptop screen during a self-paced lesson" },
  },
};

export const modeSlides: ModeSlide[] = learningModes.map((mode) => ({
  slug: mode.slug,
  label: mode.label,
  ...slides[mode.slug],
}));
