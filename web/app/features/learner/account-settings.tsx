// The dashboard's Account Settings (replacing the spec's placeholder on purpose): change
// password, edit the profile, change the e-mail through a mailed link, active sessions, reminder
// mails, the private calendar feed, and the learner's data (download, erasure). Every change is a
// real form post (account-form.tsx), working without scripts.
import type { Account } from "@skillbridge/core";
import { localeList, locales } from "@skillbridge/core/i18n/locales";
import { GST_STATES, OUTSIDE_INDIA } from "@skillbridge/core/money/states";
import { TextField } from "../../forms/field";
import type { FormAnswer } from "../../forms/form-answer";
import { MY_DATA_PATH } from "../../session/paths";
import { AccountForm } from "./account-form";
import { ErasureForms } from "./erasure-forms";
import styles from "./learner.module.css";

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

const PASSWORD_HINT =
  "At least 8 characters. A few words you will remember make a strong password; any characters, spaces and emoji are fine. Very common passwords are refused.";

function PasswordSection({ posted }: { posted?: FormAnswer }) {
  return (
    <section aria-labelledby="account-password">
      <h3 id="account-password">Change password</h3>
      <AccountForm intent="password" posted={posted} submit="Change password" label="Change password">
        {({ fieldErrors }) => (
          <>
            <TextField
              label="Current password"
              type="password"
              name="currentPassword"
              autoComplete="current-password"
              required
              error={fieldErrors.currentPassword}
            />
            <TextField
              label="New password"
              type="password"
              name="newPassword"
              autoComplete="new-password"
              required
              hint={PASSWORD_HINT}
              error={fieldErrors.newPassword}
            />
            <TextField
              label="Repeat the new password"
              type="password"
              name="confirm"
              autoComplete="new-password"
              required
              error={fieldErrors.confirm}
            />
            <p className="field-hint">Your other sessions are signed out; this one stays. We tell you by e-mail.</p>
          </>
        )}
      </AccountForm>
    </section>
  );
}

function ProfileSection({ account, posted }: { account: Account; posted?: FormAnswer }) {
  const profile = account.profile;
  return (
    <section aria-labelledby="account-profile">
      <h3 id="account-profile">Profile</h3>
      <AccountForm intent="profile" posted={posted} submit="Save profile" label="Profile">
        {({ fieldErrors, values }) => {
          const value = (name: keyof typeof profile) => values?.[name] ?? profile[name] ?? "";
          return (
            <>
              <TextField
                label="First name"
                name="firstName"
                autoComplete="given-name"
                required
                defaultValue={value("firstName")}
                error={fieldErrors.firstName}
              />
              <TextField
                label="Last name"
                name="lastName"
                autoComplete="family-name"
                defaultValue={value("lastName")}
                error={fieldErrors.lastName}
              />
              <TextField
                label="Contact"
                name="contact"
                type="tel"
                autoComplete="tel"
                hint="With its country code, e.g. +91 98765 43210"
                defaultValue={value("contact")}
                error={fieldErrors.contact}
              />
              <TextField
                label="Organisation"
                name="orgName"
                autoComplete="organization"
                defaultValue={value("orgName")}
                error={fieldErrors.orgName}
              />
              <TextField
                label="Country"
                name="countryName"
                autoComplete="country-name"
                required
                defaultValue={value("countryName")}
                error={fieldErrors.countryName}
              />
              <div className="field">
                <label htmlFor="account-state">State</label>
                <select
                  id="account-state"
                  name="stateCode"
                  defaultValue={value("stateCode")}
                  aria-describedby={
                    fieldErrors.stateCode ? "account-state-hint account-state-error" : "account-state-hint"
                  }
                  aria-invalid={fieldErrors.stateCode ? true : undefined}
                >
                  <option value="">Choose your state</option>
                  {GST_STATES.map((state) => (
                    <option key={state.code} value={state.code}>
                      {state.name}
                    </option>
                  ))}
                  <option value={OUTSIDE_INDIA}>Outside India</option>
                </select>
                <span id="account-state-hint" className="field-hint">
                  Your invoices charge GST by this state.
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
  return (
    <section aria-labelledby="account-email">
      <h3 id="account-email">E-mail address</h3>
      <p>
        You sign in with <strong>{account.profile.email}</strong>. A new address is used only once you open the link we
        send to it; we tell your current address when it changes.
      </p>
      {account.pendingEmail ? (
        <p className="message">Waiting for you to open the link we sent to {account.pendingEmail}.</p>
      ) : null}
      <AccountForm
        intent="email"
        posted={posted}
        submit="Send the link"
        pendingText="Sending…"
        label="Change e-mail address"
      >
        {({ fieldErrors, values }) => (
          <>
            <TextField
              label="New e-mail address"
              type="email"
              name="newEmail"
              autoComplete="email"
              required
              defaultValue={values?.newEmail ?? ""}
              error={fieldErrors.newEmail}
            />
            <TextField
              label="Current password"
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
  const others = account.sessions.filter((session) => !session.current);
  return (
    <section aria-labelledby="account-sessions">
      <h3 id="account-sessions">Active sessions</h3>
      <AccountForm intent="end-session" posted={posted} submit={null} label="Active sessions">
        {({ pending }) => (
          <table className={styles.profileTable}>
            <caption className="visually-hidden">Where and when each session started</caption>
            <thead>
              <tr>
                <th scope="col">Device</th>
                <th scope="col">Network</th>
                <th scope="col">Signed in (IST)</th>
                <th scope="col">
                  <span className="visually-hidden">Action</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {account.sessions.map((session) => (
                <tr key={session.id}>
                  <td>{session.device}</td>
                  <td>{session.network ?? "-"}</td>
                  <td>{started.format(new Date(session.startedAt))}</td>
                  <td>
                    {session.current ? (
                      "This session"
                    ) : (
                      <button type="submit" name="sessionId" value={session.id} className="btn" disabled={pending}>
                        Sign out<span className="visually-hidden"> {session.device}</span>
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
          submit="Sign out all other sessions"
          label="Sign out all other sessions"
        />
      ) : (
        // The form is gone once it did its work: a post without scripts gets its answer here.
        <p role="status">
          {posted?.intent === "end-others" && posted.ok ? `${posted.message}. ` : ""}No other session is signed in.
        </p>
      )}
    </section>
  );
}

function RemindersSection({ account, posted }: { account: Account; posted?: FormAnswer }) {
  return (
    <section aria-labelledby="account-reminders">
      <h3 id="account-reminders">Reminder mails</h3>
      <AccountForm intent="reminders" posted={posted} submit="Save reminder choice" label="Reminder mails">
        {() => (
          <div className="field">
            <label>
              <input type="checkbox" name="reminders" defaultChecked={account.reminders} /> E-mail me 24 hours and 1
              hour before each session
            </label>
          </div>
        )}
      </AccountForm>
    </section>
  );
}

function LanguageSection({ account, posted }: { account: Account; posted?: FormAnswer }) {
  return (
    <section aria-labelledby="account-language">
      <h3 id="account-language">Mail language</h3>
      <AccountForm intent="language" posted={posted} submit="Save mail language" label="Mail language">
        {() => (
          <div className="field">
            <label htmlFor="account-language-select">Write my mails in</label>
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
  const https = `${origin}/calendar/${account.calendarToken}.ics`;
  const webcal = https.replace(/^https?:/, "webcal:");
  return (
    <section aria-labelledby="account-calendar">
      <h3 id="account-calendar">Calendar</h3>
      <p>
        Every session of your trainings, in India Standard Time, in your own calendar app. This address is private:
        whoever has it sees your sessions.
      </p>
      <p>
        <a className="btn" href={webcal}>
          Subscribe in your calendar app
        </a>{" "}
        <a className="btn" href={`${https}?download`} download="skillbridge-sessions.ics">
          Download the calendar (.ics)
        </a>
      </p>
      <TextField
        label="Calendar address (to paste into Google Calendar, Outlook…)"
        name="calendarUrl"
        readOnly
        value={https}
      />
      <AccountForm intent="calendar" posted={posted} submit="Replace the address" label="Replace the calendar address">
        {() => <p className="field-hint">If the address leaked: the old one stops working at once.</p>}
      </AccountForm>
    </section>
  );
}

function DataSection({ account, posted }: { account: Account; posted?: FormAnswer }) {
  return (
    <section aria-labelledby="account-data">
      <h3 id="account-data">My data</h3>
      <p>
        <a className="btn" href={MY_DATA_PATH} download>
          Download my data (JSON)
        </a>
      </p>
      <p>
        You may ask us to erase your account. Our staff then replace your name, e-mail, phone and other details, end
        your sign-in and calendar, and revoke your certificates. Tax invoices and payment records are kept, as Indian
        tax law requires us to keep them.
      </p>
      <ErasureForms account={account} posted={posted} askedOn={(at) => started.format(new Date(at))} />
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
