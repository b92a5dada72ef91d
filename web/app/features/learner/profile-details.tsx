// My Profile Details: Name, Username, E-mail, Contact, Organisation, Country, Status
// ('A' shown as Active) and Joined (day, short month, year); a dash for missing values.
import type { Dictionary } from "@skillbridge/core/i18n/dictionary";
import { fillCopy } from "@skillbridge/core/page-copy/fill";
import { learnerAreaCopy } from "@skillbridge/core/page-copy/learner-area";
import { learnerDashboardCopy } from "@skillbridge/core/page-copy/learner-dashboard";
import type { Learner } from "@skillbridge/core/schemas";
import { useCopy, useDates } from "../../i18n/copy";
import type { ProfileState } from "./dashboard-data";
import { fullName, orDash, statusLabel } from "./format";
import styles from "./learner.module.css";

type Words = {
  copy: Dictionary["learnerDashboard"];
  area: Dictionary["learnerArea"];
  date: (value: string) => string;
};

function rows(profile: Learner, { copy, area, date }: Words): [string, string][] {
  const status = profile.status === "A" ? area.card.active : profile.status === "I" ? area.card.inactive : null;
  return [
    [copy.profile.name, orDash(fullName(profile))],
    [copy.profile.username, orDash(profile.username)],
    [copy.profile.email, orDash(profile.email)],
    [copy.profile.contact, orDash(profile.contact)],
    [copy.profile.organisation, orDash(profile.orgName)],
    [copy.profile.country, orDash(profile.countryName)],
    [copy.profile.status, status ?? statusLabel(profile.status)],
    [copy.profile.joined, profile.createdAt ? date(profile.createdAt) : "-"],
  ];
}

export function ProfileDetails({ state }: { state: ProfileState }) {
  const copy = useCopy("learnerDashboard", learnerDashboardCopy);
  const area = useCopy("learnerArea", learnerAreaCopy);
  const { date } = useDates();
  return (
    <section aria-labelledby="profile-heading">
      <h2 id="profile-heading">{copy.tabs.profile}</h2>
      {state.status === "loading" ? <p role="status">{copy.profile.loading}</p> : null}
      {state.status === "no-session" ? (
        <p className="message message-error" role="alert">
          {copy.profile.noSession}
        </p>
      ) : null}
      {state.status === "not-found" ? (
        <p className="message">{fillCopy(copy.profile.noRecord, { email: state.email })}</p>
      ) : null}
      {state.status === "error" ? (
        <p className="message message-error" role="alert">
          {state.message}
        </p>
      ) : null}
      {state.status === "loaded" ? (
        <table className={styles.profileTable} aria-labelledby="profile-heading">
          <tbody>
            {rows(state.profile, { copy, area, date }).map(([label, value]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td>{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
