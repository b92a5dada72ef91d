// Home: a photo gallery. Below the fold: lazy-loaded, with a fixed aspect ratio so
// nothing shifts while the images arrive.

import type { Dictionary } from "@skillbridge/core/i18n/dictionary";
import { homeCopy } from "@skillbridge/core/page-copy/home";
import { useCopy } from "../../i18n/copy";
import styles from "./home.module.css";

const photos = (copy: Dictionary["home"]) =>
  [
    { src: "/images/events/workshop.svg", ...copy.gallery.workshop },
    { src: "/images/events/hackathon.svg", ...copy.gallery.hackathon },
    { src: "/images/events/career-talk.svg", ...copy.gallery.careerTalk },
    { src: "/images/courses/cloud.svg", ...copy.gallery.cloud },
    { src: "/images/events/meetup.svg", ...copy.gallery.meetup },
    { src: "/images/courses/network.svg", ...copy.gallery.network },
  ] as const;

export function PhotoGallery() {
  const copy = useCopy("home", homeCopy);
  return (
    <ul className={styles.gallery}>
      {photos(copy).map((photo) => (
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
