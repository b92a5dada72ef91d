// A course's study materials (GET /study-materials/ict/{ictId}/), opened or downloaded by
// type: PDF, Link, Video or Slides, each with its icon.

import { learnerEndpoints } from "@skillbridge/core";
import { learnerDashboardCopy as copy } from "@skillbridge/core/page-copy/learner-dashboard";
import type { StudyMaterial } from "@skillbridge/core/schemas";
import { Icon } from "../../ui/icon";
import styles from "./learner.module.css";
import { learnerMessages } from "./learner-messages";
import { ListStatus } from "./list-status";
import { type ListState, useLearnerList } from "./use-learner-list";

const byType: Record<string, { icon: string; action: string; download?: boolean }> = {
  pdf: { icon: "download", action: copy.materials.pdf, download: true },
  link: { icon: "link", action: copy.materials.link },
  video: { icon: "play", action: copy.materials.video },
  slides: { icon: "layers", action: copy.materials.slides },
};

export function materialAction(type: string) {
  return byType[type.trim().toLowerCase()] ?? { icon: "book", action: copy.materials.other };
}

export function MaterialsList({ ictId, initial }: { ictId: number; initial?: ListState<StudyMaterial> }) {
  const state = useLearnerList(learnerEndpoints.studyMaterials, { ictId }, learnerMessages.materialsFailed, initial);
  return (
    <ListStatus state={state} loading={copy.materials.loading} empty={copy.materials.empty}>
      {(items) => (
        <ul className={styles.popupList}>
          {items.map((material) => {
            const kind = materialAction(material.SMType);
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
