// spec §2 home: a photo gallery. Below the fold: lazy-loaded, with a fixed aspect ratio so
// nothing shifts while the images arrive.
import styles from "./home.module.css";

const photos = [
  {
    src: "/images/events/workshop.svg",
    caption: "Power BI workshop",
    alt: "Learners building dashboards at a hands-on analytics workshop",
  },
  {
    src: "/images/events/hackathon.svg",
    caption: "Code Sprint hackathon",
    alt: "Teams coding together at the SkillBridge Code Sprint hackathon in Pune",
  },
  {
    src: "/images/events/career-talk.svg",
    caption: "Cyber security career talk",
    alt: "Industry speakers at a career talk on cyber security roles",
  },
  { src: "/images/courses/cloud.svg", caption: "Cloud labs", alt: "Cloud computing lab session on AWS and Azure" },
  {
    src: "/images/events/meetup.svg",
    caption: "Alumni meetup",
    alt: "Alumni and trainers networking at a community meetup",
  },
  {
    src: "/images/courses/network.svg",
    caption: "Networking lab",
    alt: "Routing and switching practice in the networking lab",
  },
] as const;

export function PhotoGallery() {
  return (
    <ul className={styles.gallery}>
      {photos.map((photo) => (
        <li key={photo.src}>
          <figure className={styles.photo}>
            <img src={photo.src} alt={photo.alt} width={640} height={360} loading="lazy" decoding="async" />
            <figcaption>{photo.caption}</figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
