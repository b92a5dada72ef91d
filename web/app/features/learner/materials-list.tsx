// A course's study materials (GET /study-materials/ict/{ictId}/), opened or downloaded by
// type: PDF, Link, Video or Slides, each with its icon.

import { learnerEndpoints } from "@skillbridge/core";
import { learnerDashboardCopy } from "@skillbridge/core/page-copy/learner-dashboard";
import type { StudyMaterial } from "@skillbridge/core/schemas";
import { useCopy } from "../../i18n/copy";
import { Icon } from "../../ui/icon";
import styles from "./learner.module.css";
import { learnerMessages } from "./learner-messages";
import { ListStatus } from "./list-status";
import { type ListState, useLearnerList } from "./use-learner-list";

type MaterialWords = { readonly [K in keyof typeof learnerDashboardCopy.materials]: string };

const byType: Record<string, { icon: string; action: keyof MaterialWords; download?: boolean }> = {
  pdf: { icon: "download", action: "pdf", download: true },
  link: { icon: "link", action: "link" },
  video: { icon: "play", action: "video" },
  slides: { icon: "layers", action: "slides" },
};

/** The icon and the button's words for a material's type, in the page's language. */
export function materialAction(type: string, words: MaterialWords = learnerDashboardCopy.materials) {
  const kind = byType[type.trim().toLowerCase()] ?? { icon: "book", action: "other" as const };
  return { ...kind, action: words[kind.action] };
}

export function MaterialsList({ ictId, initial }: { ictId: number; initial?: ListState<StudyMaterial> }) {
  const copy = useCopy("learnerDashboard", learnerDashboardCopy);
  const state = useLearnerList(learnerEndpoints.studyMaterials, { ictId }, learnerMessages.materialsFailed, initial);
  return (
    <ListStatus state={state} loading={copy.materials.loading} empty={copy.materials.empty}>
      {(items) => (
        <ul className={styles.popupList}>
          {items.map((material) => {
            const kind = materialAction(material.SMType, copy.materials);
            return (
              <li key={material.id} className={styles.popupItem}>
                <Icon name={kind.icon} size={20} className={styles.popupIcon} />
                <div className={styles.popupText}>
                  <strong>{material.SMName}</strong>
                  <span className={styles.badge}>{material.SMType}</span>
                </div>
                <a
                  className="btn"
                  href={material.SMSrc}
                  target="_blank"
                  rel="noopener noreferrer"
                  download={kind.download ? "" : undefined}
                >
                  {kind.action}
                  <span className="visually-hidden">{`: ${material.SMName} ${copy.newTab}`}</span>
                </a>
              </li>
            );
          })}
        </ul>
      )}
    </ListStatus>
  );
}
