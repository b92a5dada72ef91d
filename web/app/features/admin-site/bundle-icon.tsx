// A bundle's icon as the back office shows it: an uploaded picture, or one of the site's icons by
// name (the demo data uses Font Awesome class names, which ui/icon.tsx maps onto its set).
import { isPictureAddress } from "@skillbridge/core/admin/bundle";
import adminStyles from "../../admin-ui/admin.module.css";
import { Icon, iconName } from "../../ui/icon";

/** The site icons that suit a learning bundle. */
export const BUNDLE_ICON_NAMES = [
  "book",
  "cloud",
  "shield",
  "chart",
  "code",
  "users",
  "graduation",
  "network",
  "database",
  "terminal",
  "cpu",
  "award",
  "rocket",
  "target",
  "layers",
  "briefcase",
  "monitor",
  "globe",
] as const;

export function BundleIcon({ icon }: { icon: string }) {
  return isPictureAddress(icon) ? (
    <img src={icon} alt="" className={adminStyles.thumb} loading="lazy" />
  ) : (
    <span className={adminStyles.iconCell}>
      <Icon name={icon || undefined} size={22} />
    </span>
  );
}

/** The choices of the icon select: the site icons, plus the current value when it is something else. */
export function iconOptions(current: string): { value: string; label: string }[] {
  const names: readonly string[] = BUNDLE_ICON_NAMES;
  const options = names.map((name) => ({ value: name, label: name === "book" ? "Book (the default)" : name }));
  if (current && !names.includes(current)) {
    options.unshift({
      value: current,
      label: isPictureAddress(current) ? "Uploaded picture" : `${iconName(current)} (${current})`,
    });
  }
  return options;
}
