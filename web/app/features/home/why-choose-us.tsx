// Home: the why-choose-us section.
import { centreCities } from "@skillbridge/core/site-settings";
import { useSiteSettings } from "../../site-settings";
import { Icon } from "../../ui/icon";
import styles from "./home.module.css";

const reasons = [
  {
    icon: "award",
    title: "Certified, practising trainers",
    text: "Every trainer holds the certification they teach and has delivered real projects in that field.",
  },
  {
    icon: "terminal",
    title: "Labs in every session",
    text: "Each concept is followed by a lab in a live environment, so you practise what the exam and the job expect.",
  },
  {
    icon: "target",
    title: "Exam-aligned curriculum",
    text: "Course outlines follow the vendor's current exam objectives, with mock tests and doubt-clearing sessions.",
  },
  {
    icon: "calendar",
    title: "Batches that fit your week",
    /** The centres' cities come from the site settings record. */
    text: (cities: string) =>
      `Weekday evening and weekend batches online, classroom batches in ${cities}, or learn at your own pace.`,
  },
  {
    icon: "briefcase",
    title: "Career support",
    text: "Resume reviews, optional interview preparation and a lifetime resource portal and alumni community.",
  },
  {
    icon: "users",
    title: "A coordinator for every batch",
    text: "One person to call for schedules, materials, recordings and certificates, from enrolment to completion.",
  },
] as const;

export function WhyChooseUs() {
  const cities = centreCities(useSiteSettings().centres);
  return (
    <ul className={styles.reasons}>
      {reasons.map((reason) => (
        <li key={reason.title} className={styles.reason}>
          <span className={styles.reasonIcon}>
            <Icon name={reason.icon} size={24} />
          </span>
          <div>
            <h3>{reason.title}</h3>
            <p>{typeof reason.text === "function" ? reason.text(cities) : reason.text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
