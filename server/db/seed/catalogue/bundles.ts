// Demo learning bundles for the /bundles page; LBIcon is an icon class string.
import type { SeedBundle } from "./types.ts";

export const bundles: SeedBundle[] = [
  {
    LBIcon: "fa-solid fa-cloud",
    LBTitle: "Cloud Career Track",
    LBDesc:
      "Go from AWS Cloud Practitioner to Solutions Architect and Kubernetes, with labs in real cloud accounts at every step.",
  },
  {
    LBIcon: "fa-solid fa-shield-halved",
    LBTitle: "Cyber Defender Path",
    LBDesc:
      "Security+, CEH v13 and CyberSec First Responder in one planned sequence for aspiring SOC analysts and incident responders.",
  },
  {
    LBIcon: "fa-solid fa-chart-line",
    LBTitle: "Data Analyst Launchpad",
    LBDesc:
      "Python for Data Science and Power BI for Analysts, capped with a portfolio project reviewed by an industry mentor.",
  },
  {
    LBIcon: "fa-solid fa-code",
    LBTitle: "Full Stack Developer Programme",
    LBDesc:
      "Front-end, back-end and DevOps skills from one bootcamp track, with placement-readiness support at the end.",
  },
  {
    LBIcon: "fa-solid fa-people-group",
    LBTitle: "Corporate Upskilling Plan",
    LBDesc:
      "A custom mix of courses for your teams, delivered on-site or online with pre- and post-training assessments.",
  },
  {
    LBIcon: "fa-solid fa-graduation-cap",
    LBTitle: "Campus to Corporate",
    LBDesc:
      "Industrial training and an 80-hour internship for students, building the skills and projects recruiters look for.",
  },
];
