// The partners list's visitor copy (Our Partners), in the
// message catalogue and checked by the copy test. "{count}" is the number of academic partners.
export const partnersCopy = {
  /** The breadcrumb's names. */
  home: "Home",
  breadcrumb: "Our Partners",
  metaTitle: "Our Partners – Colleges and Authorised Training Partners",
  /** After the brand's name. */
  description:
    "works with {count} colleges and universities across India and is an authorised training partner of CertNexus and EC-Council.",
  eyebrow: "Our partners",
  title: "Our Academic and Training Partners",
  lead: "We work with colleges and universities across India on internships, faculty development and certification programmes, and we are authorised to deliver official courses from leading certification bodies.",
  /** Labels of the figures, e.g. '1000+ Professionals Upskilled'. */
  stats: {
    upskilled: "Professionals Upskilled",
    academic: "Academic Collaborations",
    authorised: "Authorised Training Partners",
  },
  authorisedTitle: "Authorised training partners",
  authorised: {
    certNexus:
      "Vendor-neutral certifications in emerging technologies: IoT, AI, data science, cyber security and ethical emerging tech.",
    ecCouncil:
      "Cyber security certifications including Certified Ethical Hacker (CEH), taught with hands-on cyber range labs.",
  },
  academicTitle: "Academic partners",
  academicIntro: "Colleges and universities where we run internships, certification programmes and faculty workshops.",
  ctaTitle: "Partner with us",
  ctaText:
    "Are you a college, university or company looking for a training partner? We design programmes around your students' or employees' goals.",
  becomePartner: "Become a partner",
  /** A partner's logo's text: "{name} logo", or this when the image did not load. */
  logo: "logo",
  logoFallback: "Logo",
} as const;
