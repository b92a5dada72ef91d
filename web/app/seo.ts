// spec §2: every page sets a title, a canonical link (the site's own host plus the path) and a
// meta description.
import type { MetaDescriptor } from "react-router";

export const SITE_NAME = "SkillBridge Academy";

export function pageMeta(options: { title: string; description: string; canonical: string }): MetaDescriptor[] {
  return [
    { title: options.title },
    { name: "description", content: options.description },
    { tagName: "link", rel: "canonical", href: options.canonical },
    { property: "og:title", content: options.title },
    { property: "og:description", content: options.description },
    { property: "og:url", content: options.canonical },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: SITE_NAME },
  ];
}
