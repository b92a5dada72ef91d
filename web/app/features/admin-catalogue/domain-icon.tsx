// A domain's icon as the back office shows it: an uploaded image, or one of the site's icons
// (the book icon when none is set, as on the public pages).
import { isIconImage } from "@skillbridge/core/admin/catalogue";
import adminStyles from "../../admin-ui/admin.module.css";
import { Icon } from "../../ui/icon";
import styles from "./catalogue.module.css";

/** The site icons that suit a domain (ui/icon.tsx has them all). */
export const DOMAIN_ICON_NAMES = [
  "book",
  "cloud",
  "chart",
  "network",
  "shield",
  "clipboard",
  "infinity",
  "terminal",
  "code",
  "users",
  "database",
  "settings",
  "megaphone",
  "cpu",
  "award",
  "globe",
  "layers",
  "rocket",
  "target",
  "graduation",
  "briefcase",
  "monitor",
  "building",
] as const;

export function DomainIcon({ icon }: { icon: string | null }) {
  return (
    <span className={adminStyles.iconCell}>
      {isIconImage(icon) ? (
        <img className={styles.iconImage} src={icon} alt="" width={24} height={24} />
      ) : (
        <Icon name={icon ?? undefined} size={22} />
      )}
    </span>
  );
}
