// The dashboard's Account Settings (replacing the spec's placeholder on purpose): change
// password, edit the profile, change the e-mail through a mailed link, active sessions, reminder
// mails, the private calendar feed, and the learner's data (download, erasure). Every change is a
// real form post (account-form.tsx), working without scripts.
import type { Account } from "@skillbridge/core";
import { localeList, locales } from "@skillbridge/core/i18n/locales";
import { GST_STATES, OUTSIDE_INDIA } from "@skillbridge/core/money/states";
import { fillCopy } from "@skillbridge/core/page-copy/fill";
import { learnerAreaCopy } from "@skillbridge/core/page-copy/learner-area";
import { createContext, useContext } from "react";
import { TextField } from "../../forms/field";
import type { FormAnswer } from "../../forms/form-answer";
import { useCopy, useDates, useLocale, useLocalePath } from "../../i18n/copy";
import { ACCOUNT_PATH, MY_DATA_PATH } from "../../session/paths";
import { AccountForm } from "./account-form";
import { ErasureForms } from "./erasure-forms";
import styles from "./learner.module.css";

/**
 * The sections' heading level: h3 under the dashboard tab's h2, h2 on the Account Settings page
 * (which has only its h1 above them).
 */
export const SectionHeading = createContext<"h2" | "h3">("h3");

export type AccountState =
  | { status: "loaded"; account: Account; origin: string }
  | { status: "error"; message: string }
  | { status: "none" };

const started = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: "Asia/Kolkata",
});

const istClock = new Intl.DateTimeFormat("en-GB", {
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: "Asia/Kolkata",
});

/** When a session started or a request was made: "5 Dec 2026, 14:30" (IST), the month in the page's language. */
function useStartedText(): (at: string) => string {
  const { date } = useDates();
  const english = useLocale() === "en";
  return (at) => (english ? started.format(new Date(at)) : `${date(at)}, ${istClock.format(new Date(at))}`);
}

function PasswordSection({ posted }: { posted?: FormAnswer }) {
  const Heading = useContext(SectionHeading);
  const copy = useCopy("learnerArea", learnerAreaCopy).account;
  return (
    <section aria-labelledby="account-password">
      <Heading id="account-password">{copy.password.heading}</Heading>
      <AccountForm
        intent="password"
        posted={posted}
        submit={copy.password.heading}
        label={copy.password.heading}
        pendingText={copy.saving}
      >
        {({ fieldErrors }) => (
          <>
            <TextField
              label={copy.password.current}
              type="password"
              name="currentPassword"
              autoComplete="current-password"
              required
              error={fieldErrors.currentPassword}
            />
            <TextField
              label={copy.password.new}
              type="password"
              name="newPassword"
              autoComplete="new-password"
              required
              hint={copy.password.hint}
              error={fieldErrors.newPassword}
            />
            <TextField
              label={copy.password.repeat}
              type="password"
              name="confirm"
              autoComplete="new-password"
              required
              error={fieldErrors.confirm}
            />
            <p className="field-hint">{copy.password.note}</p>
          </>
        )}
      </AccountForm>
    </section>
  );
}

function ProfileSection({ account, posted }: { account: Account; posted?: FormAnswer }) {
  const Heading = useContext(SectionHeading);
  const profile = account.profile;
  const copy = useCopy("learnerArea", learnerAreaCopy).account;
  return (
    <section aria-labelledby="account-profile">
      <Heading id="account-profile">{copy.profile.heading}</Heading>
      <AccountForm
        intent="profile"
        posted={posted}
        submit={copy.profile.save}
        label={copy.profile.heading}
        pendingText={copy.saving}
      >
        {({ fieldErrors, values }) => {
          const value = (name: keyof typeof profile) => values?.[name] ?? profile[name] ?? "";
          return (
            <>
              <TextField
                label={copy.profile.firstName}
                name="firstName"
                autoComplete="given-name"
                required
                defaultValue={value("firstName")}
                error={fieldErrors.firstName}
              />
              <TextField
                label={copy.profile.lastName}
                name="lastName"
                autoComplete="family-name"
                defaultValue={value("lastName")}
                error={fieldErrors.lastName}
              />
              <TextField
                label={copy.profile.contact}
                name="contact"
                type="tel"
                autoComplete="tel"
                hint={copy.profile.contactHint}
                defaultValue={value("contact")}
                error={fieldErrors.contact}
              />
              <TextField
                label={copy.profile.organisation}
                name="orgName"
                autoComplete="organization"
                defaultValue={value("orgName")}
                error={fieldErrors.orgName}
              />
              <TextField
                label={copy.profile.country}
                name="countryName"
                autoComplete="country-name"
                required
                defaultValue={value("countryName")}
                error={fieldErrors.countryName}
              />
              <div className="field">
                <label htmlFor="account-state">{copy.profile.state}</label>
                <select
                  id="account-state"
                  name="stateCode"
                  defaultValue={value("stateCode")}
                  aria-describedby={
                    fieldErrors.stateCode ? "account-state-hint account-state-error" : "account-state-hint"
                  }
                  aria-invalid={fieldErrors.stateCode ? true : undefined}
                >
                  <option value="">{copy.profile.chooseState}</option>
                  {GST_STATES.map((state) => (
                    <option key={state.code} value={state.code}>
                      {state.name}
                    </option>
                  ))}
                  <option value={OUTSIDE_INDIA}>{copy.profile.outsideIndia}</option>
                </select>
                <span id="account-state-hint" className="field-hint">
                  {copy.profile.stateHint}
                </span>
                {fieldErrors.stateCode ? (
                  <span id="account-state-error" className="field-error">
                    {fieldErrors.stateCode}
                  </span>
                ) : null}
              </div>
            </>
          );
        }}
      </AccountForm>
    </section>
  );
}

function EmailSection({ account, posted }: { account: Account; posted?: FormAnswer }) {
  const Heading = useContext(SectionHeading);
  const copy = useCopy("learnerArea", learnerAreaCopy).account;
  return (
    <section aria-labelledby="account-email">
      <Heading id="account-email">{copy.email.heading}</Heading>
      <p>
        {copy.email.signInWith} <strong>{account.profile.email}</strong>
        {copy.email.note}
      </p>
      {account.pendingEmail ? (
        <p className="message">{fillCopy(copy.email.waiting, { email: account.pendingEmail })}</p>
      ) : null}
      <AccountForm
        intent="email"
        posted={posted}
        submit={copy.email.send}
        pendingText={copy.sending}
        label={copy.email.label}
      >
        {({ fieldErrors, values }) => (
          <>
            <TextField
              label={copy.email.newEmail}
              type="email"
              name="newEmail"
              autoComplete="email"
              required
              defaultValue={values?.newEmail ?? ""}
              error={fieldErrors.newEmail}
            />
            <TextField
              label={copy.password.current}
              type="password"
              name="currentPassword"
              autoComplete="current-password"
              required
              error={fieldErrors.currentPassword}
            />
          </>
        )}
      </AccountForm>
    </section>
  );
}

function SessionsSection({ account, posted }: { account: Account; posted?: FormAnswer }) {
  const Heading = useContext(SectionHeading);
  const others = account.sessions.filter((session) => !session.current);
  const startedText = useStartedText();
  const copy = useCopy("learnerArea", learnerAreaCopy).account;
  return (
    <section aria-labelledby="account-sessions">
      <Heading id="account-sessions">{copy.sessions.heading}</Heading>
      <AccountForm
        intent="end-session"
        posted={posted}
        submit={null}
        label={copy.sessions.heading}
        pendingText={copy.saving}
      >
        {({ pending }) => (
          <table className={styles.profileTable}>
            <caption className="visually-hidden">{copy.sessions.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{copy.sessions.device}</th>
                <th scope="col">{copy.sessions.network}</th>
                <th scope="col">{copy.sessions.signedIn}</th>
                <th scope="col">
                  <span className="visually-hidden">{copy.sessions.action}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {account.sessions.map((session) => (
                <tr key={session.id}>
                  <td>{session.device}</td>
                  <td>{session.network ?? "-"}</td>
                  <td>{startedText(session.startedAt)}</td>
                  <td>
                    {session.current ? (
                      copy.sessions.current
                    ) : (
                      <button type="submit" name="sessionId" value={session.id} className="btn" disabled={pending}>
                        {copy.sessions.signOut}
                        <span className="visually-hidden"> {session.device}</span>
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </AccountForm>
      {others.length > 0 ? (
        <AccountForm
          intent="end-others"
          posted={posted}
          submit={copy.sessions.signOutOthers}
          label={copy.sessions.signOutOthers}
          pendingText={copy.saving}
        />
      ) : (
        // The form is gone once it did its work: a post without scripts gets its answer here.
        <p role="status">
          {posted?.intent === "end-others" && posted.ok ? `${posted.message}. ` : ""}
          {copy.sessions.noOthers}
        </p>
      )}
    </section>
  );
}

function RemindersSection({ account, posted }: { account: Account; posted?: FormAnswer }) {
  const Heading = useContext(SectionHeading);
  const copy = useCopy("learnerArea", learnerAreaCopy).account;
  return (
    <section aria-labelledby="account-reminders">
      <Heading id="account-reminders">{copy.reminders.heading}</Heading>
      <AccountForm
        intent="reminders"
        posted={posted}
        submit={copy.reminders.save}
        label={copy.reminders.heading}
        pendingText={copy.saving}
      >
        {() => (
          <div className="field">
            <label>
              <input type="checkbox" name="reminders" defaultChecked={account.reminders} /> {copy.reminders.label}
            </label>
          </div>
        )}
      </AccountForm>
    </section>
  );
}

function LanguageSection({ account, posted }: { account: Account; posted?: FormAnswer }) {
  const Heading = useContext(SectionHeading);
  const copy = useCopy("learnerArea", learnerAreaCopy).account;
  return (
    <section aria-labelledby="account-language">
      <Heading id="account-language">{copy.language.heading}</Heading>
      <AccountForm
        intent="language"
        posted={posted}
        submit={copy.language.save}
        label={copy.language.heading}
        pendingText={copy.saving}
      >
        {() => (
          <div className="field">
            <label htmlFor="account-language-select">{copy.language.label}</label>
            <select id="account-language-select" name="language" defaultValue={account.language}>
              {localeList.map((locale) => (
                <option key={locale} value={locale} lang={locales[locale].htmlLang}>
                  {locales[locale].label}
                </option>
              ))}
            </select>
          </div>
        )}
      </AccountForm>
    </section>
  );
}

function CalendarSection({ account, origin, posted }: { account: Account; origin: string; posted?: FormAnswer }) {
  const Heading = useContext(SectionHeading);
  const https = `${origin}/calendar/${account.calendarToken}.ics`;
  const webcal = https.replace(/^https?:/, "webcal:");
  const copy = useCopy("learnerArea", learnerAreaCopy).account;
  return (
    <section aria-labelledby="account-calendar">
      <Heading id="account-calendar">{copy.calendar.heading}</Heading>
      <p>{copy.calendar.intro}</p>
      <p>
        <a className="btn" href={webcal}>
          {copy.calendar.subscribe}
        </a>{" "}
        <a className="btn" href={`${https}?download`} download="skillbridge-sessions.ics">
          {copy.calendar.download}
        </a>
      </p>
      <TextField label={copy.calendar.address} name="calendarUrl" readOnly value={https} />
      <AccountForm
        intent="calendar"
        posted={posted}
        submit={copy.calendar.replace}
        label={copy.calendar.replaceLabel}
        pendingText={copy.saving}
      >
        {() => <p className="field-hint">{copy.calendar.replaceHint}</p>}
      </AccountForm>
    </section>
  );
}

function DataSection({ account, posted }: { account: Account; posted?: FormAnswer }) {
  const Heading = useContext(SectionHeading);
  const copy = useCopy("learnerArea", learnerAreaCopy).account;
  const localePath = useLocalePath();
  const startedText = useStartedText();
  return (
    <section aria-labelledby="account-data">
      <Heading id="account-data">{copy.data.heading}</Heading>
      <p>
        <a className="btn" href={MY_DATA_PATH} download>
          {copy.data.download}
        </a>
      </p>
      <p>{copy.data.erasureNote}</p>
      <ErasureForms account={account} posted={posted} askedOn={startedText} action={localePath(ACCOUNT_PATH)} />
    </section>
  );
}

export function AccountSettings({ state, posted }: { state: AccountState; posted?: FormAnswer }) {
  if (state.status === "none") return null;
  if (state.status === "error") {
    return (
      <p className="message message-error" role="alert">
        {state.message}
      </p>
    );
  }
  const { account, origin } = state;
  return (
    <div className={styles.settings}>
      <PasswordSection posted={posted} />
      <ProfileSection account={account} posted={posted} />
      <EmailSection account={account} posted={posted} />
      <SessionsSection account={account} posted={posted} />
      <RemindersSection account={account} posted={posted} />
      <LanguageSection account={account} posted={posted} />
      <CalendarSection account={account} origin={origin} posted={posted} />
      <DataSection account={account} posted={posted} />
    </div>
  );
}
