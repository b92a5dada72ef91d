// spec §2 Account Settings: a placeholder; password changes and profile updates will come.
import { site } from "../../site";

export function SettingsPanel() {
  return (
    <section aria-labelledby="settings-heading">
      <h2 id="settings-heading">Account Settings</h2>
      <p className="message">Password changes and profile updates will come here soon.</p>
      <p>
        Until then, for any change to your details write to <a href={`mailto:${site.email}`}>{site.email}</a> or call{" "}
        <a href={`tel:${site.phones[0].tel}`}>{site.phones[0].label}</a>.
      </p>
    </section>
  );
}
