// Learner dashboard: the sidebar tabs, in order. The selected one is kept in ?tab=.
import { learnerDashboardCopy as copy } from "@skillbridge/core/page-copy/learner-dashboard";

export const DASHBOARD_TABS = [
  { id: "welcome", label: copy.tabs.welcome, icon: "graduation" },
  { id: "profile", label: copy.tabs.profile, icon: "user" },
  { id: "courses", label: copy.tabs.courses, icon: "book" },
  // The learner's certificates (PDF, signed credential, verification link, LinkedIn).
  { id: "certificates", label: copy.tabs.certificates, icon: "award" },
  // Practice tests and timed mock exams open to the learner, attempts used and best score.
  { id: "tests", label: copy.tabs.tests, icon: "clipboard" },
  { id: "settings", label: copy.tabs.settings, icon: "settings" },
] as const;

export type DashboardTab = (typeof DASHBOARD_TABS)[number]["id"];

export function tabFromParam(value: string | null | undefined): DashboardTab {
  return DASHBOARD_TABS.find((tab) => tab.id === value)?.id ?? "welcome";
}

/** The tab reached from `current` by an arrow, Home or End key; null for other keys. */
export function tabForKey(current: DashboardTab, key: string): DashboardTab | null {
  const index = DASHBOARD_TABS.findIndex((tab) => tab.id === current);
  const last = DASHBOARD_TABS.length - 1;
  const next =
    key === "ArrowDown" || key === "ArrowRight"
      ? (index + 1) % DASHBOARD_TABS.length
      : key === "ArrowUp" || key === "ArrowLeft"
        ? (index - 1 + DASHBOARD_TABS.length) % DASHBOARD_TABS.length
        : key === "Home"
          ? 0
          : key === "End"
            ? last
            : null;
  return next === null ? null : DASHBOARD_TABS[next]!.id;
}
