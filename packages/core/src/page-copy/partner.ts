// The authorised-partner page's hero copy, in the message catalogue
// and checked by the copy test.
export const partnerCopy = {
  title: "CertNexus Authorised Training Partner",
  intro:
    "As an authorised training partner of CertNexus we deliver its vendor-neutral certifications in cyber security, artificial intelligence, IoT and data ethics, with official courseware and certified trainers, online, in our classrooms or at your office.",
} as const;
