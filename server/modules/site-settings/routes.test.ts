// The site settings (the provider's contact details) are one record in the
// database, seeded with the values the pages showed before; every visitor's page reads it (public,
// with the API key); only an admin saves it, checked by core's schema and audited; a save clears
// the page cache and reaches the mails. Runs on PGlite and PostgreSQL.
import { defaultSiteSettings, type SiteSettings, siteSettingsMessages } from "@skillbridge/core/site-settings";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditRows, build, caller, signedInPeople, signIn, type TestContext } from "../../test/app.ts";
import { createStaff } from "../../test/factories.ts";
import { acknowledgementMail } from "../mail/acknowledgement.ts";

let t: TestContext;
let adminToken: string;
let staffToken: string;
let learnerToken: string;
const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(t, () => adminToken)(...args);

beforeAll(async () => {
  t = await build();
  ({ staffToken, learnerToken } = await signedInPeople(t));
  adminToken = await signIn(t.app, "staff", (await createStaff(t.database.db, { role: "admin" })).email);
});
afterAll(() => t.close());

const read = async () => {
  const res = await call("GET", "/api/site-settings", undefined, null);
  expect(res.statusCode).toBe(200);
  return res.json() as SiteSettings;
};

const CHANGED: SiteSettings = {
  ...defaultSiteSettings,
  phones: [{ label: "+91 11 4000 1234", tel: "+911140001234" }],
  hours: "Monday to Friday, 10:00 am to 6:00 pm IST",
  centres: [
    ...defaultSiteSettings.centres,
    {
      city: "Noida",
      name: "Noida",
      lines: ["B-12, Sector 62"],
      region: "Uttar Pradesh",
      postalCode: "201309",
      mapQuery: "Sector 62, Noida",
      batchLocation: "Noida – Sector 62 Centre",
    },
  ],
};

describe("site settings", () => {
  it("answer the seeded record to any page (with the API key)", async () => {
    expect(await read()).toEqual(defaultSiteSettings);
    const withoutKey = await t.app.inject({ method: "GET", url: "/api/site-settings" });
    expect(withoutKey.statusCode).toBe(401);
  });

  it("are saved by an admin only: 401 anonymous, 403 learner and staff, nothing changed", async () => {
    expect((await call("PUT", "/api/admin/site-settings", CHANGED, null)).statusCode).toBe(401);
    expect((await call("PUT", "/api/admin/site-settings", CHANGED, learnerToken)).statusCode).toBe(403);
    const staff = await call("PUT", "/api/admin/site-settings", CHANGED, staffToken);
    expect(staff.statusCode).toBe(403);
    expect(staff.json()).toEqual({ detail: siteSettingsMessages.adminOnly });
    expect(await read()).toEqual(defaultSiteSettings);
    expect(await auditRows(t, "site_settings", 1)).toEqual([]);
  });

  it("refuse bad input with a clear message and change nothing", async () => {
    const bad: [object, string][] = [
      [{ ...CHANGED, phones: [{ label: "12345", tel: "+12345" }] }, siteSettingsMessages.phone],
      [{ ...CHANGED, phones: [{ label: "+91 11 4000 1234", tel: "+919999999999" }] }, siteSettingsMessages.phone],
      [{ ...CHANGED, phones: [] }, siteSettingsMessages.phoneNeeded],
      [{ ...CHANGED, centres: [] }, siteSettingsMessages.centreNeeded],
      [{ ...CHANGED, email: "not-an-address" }, siteSettingsMessages.email],
      [{ ...CHANGED, whatsapp: "+91 98450" }, siteSettingsMessages.whatsapp],
      [{ ...CHANGED, centres: [{ ...CHANGED.centres[0]!, postalCode: "5600" }] }, siteSettingsMessages.postalCode],
    ];
    for (const [payload, message] of bad) {
      const res = await call("PUT", "/api/admin/site-settings", payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(JSON.stringify(res.json())).toContain(message);
    }
    expect((await call("PUT", "/api/admin/site-settings", { ...CHANGED, gstin: "x" })).statusCode).toBe(422);
    expect(await read()).toEqual(defaultSiteSettings);
  });

  it("saved by an admin: every page reads the new record, audited, the page cache cleared, the mails follow", async () => {
    t.app.pageCache.clear();
    let cleared = false;
    const clear = t.app.pageCache.clear.bind(t.app.pageCache);
    t.app.pageCache.clear = () => {
      cleared = true;
      clear();
    };
    try {
      const res = await call("PUT", "/api/admin/site-settings", CHANGED);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual(CHANGED);
    } finally {
      t.app.pageCache.clear = clear;
    }
    expect(cleared).toBe(true);
    expect(await read()).toEqual(CHANGED);
    const [row] = await auditRows(t, "site_settings", 1);
    expect(row).toMatchObject({ action: "site-settings.save", before: defaultSiteSettings, after: CHANGED });
    expect(row?.staffId).not.toBeNull();
    const mail = acknowledgementMail({ about: "contact", name: "Ravi", receivedAt: new Date(), origin: null });
    expect(mail.text).toContain("Call us on +91 11 4000 1234, message us on WhatsApp");
    expect(mail.text).not.toContain(defaultSiteSettings.phones[0]!.label);
    // back to the seeded values (the mails' copy is this process's, shared by the test files' module)
    expect((await call("PUT", "/api/admin/site-settings", defaultSiteSettings)).statusCode).toBe(200);
  });
});
