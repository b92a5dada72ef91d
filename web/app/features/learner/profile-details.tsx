// My Profile Details: Name, Username, E-mail, Contact, Organisation, Country, Status
// ('A' shown as Active) and Joined (day, short month, year); a dash for missing values.
import { learnerDashboardCopy as copy } from "@skillbridge/core/page-copy/learner-dashboard";
import { formatDate } from "@skillbridge/core/rules";
import type { Learner } from "@skillbridge/core/schemas";
import type { ProfileState } from "./dashboard-data";
import { fullName, orDash, statusLabel } from "./format";
import styles from "./learner.module.css";
import { learnerMessages } from "./learner-messages";

function rows(profile: Learner): [string, string][] {
  return [
    [copy.profile.name, orDash(fullName(profile))],
    [copy.profile.username, orDash(profile.username)],
    [copy.profile.email, orDash(profile.email)],
    [copy.profile.contact, orDash(profile.contact)],
    [copy.profile.organisation, orDash(profile.orgName)],
    [copy.profile.country, orDash(profile.countryName)],
    [copy.profile.status, statusLabel(profile.status)],
    [copy.profile.joined, profile.createdAt ? formatDate(profile.createdAt) : "-"],
  ];
}

export function ProfileDetails({ state }: { state: ProfileState }) {
  return (
    <section aria-labelledby="profile-heading">
      <h2 id="profile-heading">{copy.tabs.profile}</h2>
      {state.status === "loading" ? <p role="status">{learnerMessages.loadingProfile}</p> : null}
      {state.status === "no-session" ? (
        <p className="message message-error" role="alert">
          {learnerMessages.noSession}
        </p>
      ) : null}
      {state.status === "not-found" ? <p className="message">{learnerMessages.noRecord(state.email)}</p> : null}
      {state.status === "error" ? (
        <p className="message message-error" role="alert">
          {state.message}
        </p>
      ) : null}
      {state.status === "loaded" ? (
        <table className={styles.profileTable} aria-labelledby="profile-heading">
          <tbody>
            {rows(state.profile).map(([label, value]) => (
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
