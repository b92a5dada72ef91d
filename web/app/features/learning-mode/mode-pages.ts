// The content of each /learning_mode/{slug} page: features and reasons per mode, from the
// message catalogue (core's page-copy/learning-modes.ts), the centres from the site settings.
import { learningModePages as pages } from "@skillbridge/core/page-copy/learning-modes";
import { fillContact, type SiteSettings } from "@skillbridge/core/site-settings";
import { type ModeSlide, modeSlides } from "./mode-slides";

export type LearningModePage = ModeSlide & {
  intro: string;
  features: string[];
  reasons: string[];
  metaDescription: string;
};

/** A mode's page, its texts naming the centres of the site settings record ("{cities}", "{places}"). */
export function findLearningMode(
  slug: string | undefined,
  settings: Pick<SiteSettings, "centres">,
): LearningModePage | undefined {
  const slide = modeSlides.find((mode) => mode.slug === slug);
  if (!slide) return undefined;
  const page = pages[slide.slug];
  const fill = (text: string) => fillContact(text, settings);
  return {
    ...slide,
    blurb: fill(slide.blurb),
    intro: fill(page.intro),
    features: page.features.map(fill),
    reasons: page.reasons.map(fill),
    metaDescription: fill(page.metaDescription),
  };
}
