// Account Settings as a learner finds them, by role and label: every setting is a form
// posting to /learner/account; sessions say where and when; the calendar is offered as webcal://
// and as a download; the erasure text says what is kept; a refused post (without scripts) shows
// its messages beside the fields and never a typed password.
import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { FormAnswer } from "../../forms/form-answer";
import { AccountSettings } from "./account-settings";
import { anAccount } from "./test-fixtures";

type Props = { posted?: FormAnswer; account: ReturnType<typeof anAccount> };
let props: Props = { account: anAccount() };

function Settings() {
  return (
    <AccountSettings
      state={{ status: "loaded", account: props.account, origin: "https://academy.example.in" }}
      posted={props.posted}
    />
  );
}
const Stub = createRoutesStub([{ path: "/learner/Profile", Component: Settings }]);

function renderSettings(posted?: FormAnswer, account = anAccount()) {
  props = { posted, account };
  render(<Stub initialEntries={["/learner/Profile"]} />);
}

describe("AccountSettings", () => {
  it("offers each setting as a form that posts to /learner/account", () => {
    renderSettings();
    for (const name of [
      "Change password",
      "Profile",
      "Change e-mail address",
      "Active sessions",
      "Reminder mails",
      "Replace the calendar address",
      "Erase my account",
    ]) {
      const form = screen.getByRole("form", { name });
      expect(form.getAttribute("method")).toBe("post");
      expect(form.getAttribute("action")).toBe("/learner/account");
    }
    expect((screen.getByLabelText("State") as HTMLSelectElement).value).toBe("29");
    expect(screen.getByRole("option", { name: "Karnataka" })).toBeTruthy();
  });

  it("lists sessions with device, network and IST start; only other sessions can be signed out", () => {
    renderSettings();
    const table = within(screen.getByRole("form", { name: "Active sessions" }));
    const rows = table.getAllByRole("row");
    expect(rows[1]!.textContent).toContain("Chrome on Windows");
    expect(rows[1]!.textContent).toContain("203.0.113.x");
    expect(rows[1]!.textContent).toContain("1 Feb 2026, 10:00");
    expect(rows[1]!.textContent).toContain("This session");
    const signOut = table.getByRole("button", { name: "Sign out Safari on iOS" }) as HTMLButtonElement;
    expect(signOut.name).toBe("sessionId");
    expect(signOut.value).toBe("s-phone");
    expect(screen.getByRole("button", { name: "Sign out all other sessions" })).toBeTruthy();
  });

  it("offers the calendar as webcal:// and as a download, and says erasure keeps tax invoices", () => {
    renderSettings();
    const feed = `https://academy.example.in/calendar/${"c".repeat(43)}.ics`;
    expect(screen.getByRole("link", { name: "Subscribe in your calendar app" }).getAttribute("href")).toBe(
      feed.replace("https:", "webcal:"),
    );
    expect(screen.getByRole("link", { name: "Download the calendar (.ics)" }).getAttribute("href")).toBe(
      `${feed}?download`,
    );
    expect((screen.getByLabelText(/^Calendar address/) as HTMLInputElement).value).toBe(feed);
    expect(screen.getByRole("link", { name: "Download my data (JSON)" }).getAttribute("href")).toBe(
      "/learner/my-data.json",
    );
    expect(screen.getByText(/Tax invoices and payment records are kept/)).toBeTruthy();
  });

  it("shows a refused post's messages beside its fields, without the typed passwords", () => {
    renderSettings({
      intent: "password",
      ok: false,
      fieldErrors: { currentPassword: "Your current password is not right" },
      formError: "Please check the fields marked",
      values: {},
    });
    const form = within(screen.getByRole("form", { name: "Change password" }));
    const current = form.getByLabelText(/Current password/) as HTMLInputElement;
    expect(current.getAttribute("aria-invalid")).toBe("true");
    expect(current.value).toBe("");
    expect(form.getByText("Your current password is not right")).toBeTruthy();
    expect(form.getByRole("alert").textContent).toBe("Please check the fields marked");
    // Another form shows nothing of it.
    expect(within(screen.getByRole("form", { name: "Profile" })).queryByRole("alert")).toBeNull();
  });

  it("says an erasure was asked instead of offering it again", () => {
    renderSettings(undefined, anAccount({ erasureRequestedAt: "2026-02-01T04:30:00.000Z" }));
    expect(screen.queryByRole("form", { name: "Erase my account" })).toBeNull();
    expect(screen.getByText(/You asked for your account to be erased on 1 Feb 2026/)).toBeTruthy();
  });
});
