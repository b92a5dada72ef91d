// Every page sets a title, a canonical link (the site's own host plus the path) and a
// meta description; Open Graph and Twitter tags make shared links preview well.
import type { SiteSettings } from "@skillbridge/core/site-settings";
import type { MetaDescriptor } from "react-router";
import { site } from "./site";

export const SITE_NAME = site.name;

export type PageMetaOptions = {
  title: string;
  description: string;
  canonical: string;
  image?: string;
  noindex?: boolean;
  type?: "website" | "article";
};

export function pageMeta(options: PageMetaOptions): MetaDescriptor[] {
  const tags: MetaDescriptor[] = [
    { title: options.title },
    { name: "description", content: options.description },
    { tagName: "link", rel: "canonical", href: options.canonical },
    { property: "og:title", content: options.title },
    { property: "og:description", content: options.description },
    { property: "og:url", content: options.canonical },
    { property: "og:type", content: options.type ?? "website" },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:locale", content: "en_IN" },
    { name: "twitter:card", content: options.image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: options.title },
    { name: "twitter:description", content: options.description },
  ];
  if (options.image) {
    tags.push({ property: "og:image", content: options.image }, { name: "twitter:image", content: options.image });
  }
  if (options.noindex) tags.push({ name: "robots", content: "noindex" });
  return tags;
}

/** An absolute URL on this site. */
export function absolute(origin: string, path: string): string {
  return path.startsWith("http") ? path : `${origin}${path.startsWith("/") ? "" : "/"}${path}`;
}

/** The Organization of every page, with the contact details of the site settings record. */
export function organizationJsonLd(origin: string, settings: SiteSettings) {
  const [office] = settings.centres;
  return {
    "@context": "https://schema.org",
    "@type": "EducationalOrganization",
    name: site.name,
    legalName: site.legalName,
    url: `${origin}/`,
    logo: `${origin}/images/logo.svg`,
    email: settings.email,
    telephone: settings.phones[0]?.tel,
    address: office
      ? {
          "@type": "PostalAddress",
          streetAddress: office.lines.slice(0, 2).join(", "),
          addressLocality: office.city,
          addressRegion: office.region,
          postalCode: office.postalCode,
          addressCountry: "IN",
        }
      : undefined,
  };
}

export function breadcrumbJsonLd(origin: string, items: { name: string; path: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: absolute(origin, item.path),
    })),
  };
}
