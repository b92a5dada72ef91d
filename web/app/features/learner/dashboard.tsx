// Learner dashboard: sidebar tabs Welcome, My Profile Details, My Courses/Trainings and
// Account Settings (WAI-ARIA tabs: arrows, Home, End). The tab lives in the URL (?tab=courses) so
// it survives a reload and can be linked; switching only rewrites the URL, without reloading data.
import { learnerDashboardCopy } from "@skillbridge/core/page-copy/learner-dashboard";
import { enrolmentState } from "@skillbridge/core/rules";
import { type KeyboardEvent, type ReactNode, useEffect, useMemo, useState } from "react";
import { useLocation, useSearchParams } from "react-router";
import type { FormAnswer } from "../../forms/form-answer";
import { useCopy } from "../../i18n/copy";
import { Icon } from "../../ui/icon";
import { CertificatesPanel } from "./certificates-panel";
import { CoursesPanel } from "./courses-panel";
import styles from "./dashboard.module.css";
import type { DashboardData } from "./dashboard-data";
import { DASHBOARD_TABS, type DashboardTab, tabForKey, tabFromParam } from "./dashboard-tabs";
import { PlanNoticeBanner } from "./plan-notice";
import { ProfileDetails } from "./profile-details";
import { ReferralPanel } from "./referral-panel";
import { SettingsPanel } from "./settings-panel";
import { TestsPanel } from "./tests-panel";
import { WelcomePanel } from "./welcome-panel";

const tabId = (tab: DashboardTab) => `dashboard-tab-${tab}`;
const panelId = (tab: DashboardTab) => `dashboard-panel-${tab}`;

export function LearnerDashboard({ data, posted }: { data: DashboardData; posted?: FormAnswer }) {
  const copy = useCopy("learnerDashboard", learnerDashboardCopy);
  const [params] = useSearchParams();
  const location = useLocation();
  const fromUrl = tabFromParam(params.get("tab"));
  const [tab, setTab] = useState<DashboardTab>(fromUrl);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a navigation (new key) re-reads the URL's tab
  useEffect(() => setTab(fromUrl), [fromUrl, location.key]);

  const select = (next: DashboardTab, focus = false) => {
    setTab(next);
    const url = new URL(window.location.href);
    if (next === "welcome") url.searchParams.delete("tab");
    else url.searchParams.set("tab", next);
    // Not a router navigation: the loaders need not run again for a tab switch.
    window.history.replaceState(window.history.state, "", url);
    if (focus) document.getElementById(tabId(next))?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = tabForKey(tab, event.key);
    if (!next) return;
    event.preventDefault();
    select(next, true);
  };

  const now = useMemo(() => new Date(data.now), [data.now]);
  const enrolments = data.trainings.status === "loaded" ? data.trainings.enrolments : [];
  const ongoing = enrolments.filter((item) => enrolmentState(item.trainingCard.batchEndDate, now) === "ongoing");
  const completed = enrolments.filter((item) => enrolmentState(item.trainingCard.batchEndDate, now) === "completed");
  const profile = data.profile.status === "loaded" ? data.profile.profile : null;

  // All panels are in the page (each tab controls one); only the selected one is shown.
  const panels: Record<DashboardTab, ReactNode> = {
    welcome: (
      <>
        <PlanNoticeBanner notice={data.planNotice} />
        <WelcomePanel
          person={profile ?? data.learner}
          trainings={
            data.trainings.status === "loaded" ? { ongoing: ongoing.length, completed: completed.length } : null
          }
          onShowCourses={() => select("courses", true)}
        />
        <ReferralPanel state={data.referral} />
      </>
    ),
    profile: <ProfileDetails state={data.profile} />,
    courses: (
      <CoursesPanel
        trainings={data.trainings}
        ongoing={ongoing}
        completed={completed}
        learner={{ id: profile?.id ?? data.learner.id, person: profile ?? data.learner }}
      />
    ),
    certificates: <CertificatesPanel state={data.certificates} />,
    tests: <TestsPanel state={data.tests} />,
    settings: <SettingsPanel state={data.account} posted={posted} />,
  };

  return (
    <div className={styles.layout}>
      <div role="tablist" aria-label={copy.label} aria-orientation="vertical" className={styles.tablist}>
        {DASHBOARD_TABS.map((item) =>
          hydrated ? (
            <button
              key={item.id}
              id={tabId(item.id)}
              type="button"
              role="tab"
              aria-selected={tab === item.id}
              aria-controls={panelId(item.id)}
              tabIndex={tab === item.id ? 0 : -1}
              className={styles.tab}
              onClick={() => select(item.id)}
              onKeyDown={onKeyDown}
            >
              <Icon name={item.icon} size={18} />
              {copy.tabs[item.id]}
            </button>
          ) : (
            // Until the scripts run, each tab is a link to its own view.
            <a
              key={item.id}
              id={tabId(item.id)}
              href={item.id === "welcome" ? "?" : `?tab=${item.id}`}
              role="tab"
              aria-selected={tab === item.id}
              aria-controls={panelId(item.id)}
              className={styles.tab}
            >
              <Icon name={item.icon} size={18} />
              {copy.tabs[item.id]}
            </a>
          ),
        )}
      </div>
      {DASHBOARD_TABS.map((item) => (
        <div
          key={item.id}
          id={panelId(item.id)}
          role="tabpanel"
          aria-labelledby={tabId(item.id)}
          hidden={tab !== item.id}
          className={styles.panel}
        >
          {panels[item.id]}
        </div>
      ))}
    </div>
  );
}
