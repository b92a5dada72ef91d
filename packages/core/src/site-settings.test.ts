// The site settings record's schema and the back office's form around it.
import { describe, expect, it } from "vitest";
import {
  defaultSiteSettings,
  fillContact,
  SITE_SETTINGS_FIELDS,
  siteSettingsField,
  siteSettingsFormValues,
  siteSettingsFromForm,
  siteSettingsMessages,
  telOf,
} from "./site-settings.ts";
import { siteSettingsSchema } from "./site-settings-schema.ts";

/** The first problem of each form field (what the form shows next to it). */
const issues = (input: unknown) => {
  const found = new Map<string, string>();
  for (const issue of siteSettingsSchema.safeParse(input).error?.issues ?? []) {
    const field = siteSettingsField(issue.path);
    if (!found.has(field)) found.set(field, issue.message);
  }
  return [...found];
};

describe("site settings", () => {
  it("the seeded values pass the schema, and the form gives them back unchanged", () => {
    expect(siteSettingsSchema.parse(defaultSiteSettings)).toEqual(defaultSiteSettings);
    const values = siteSettingsFormValues(defaultSiteSettings);
    for (const field of Object.keys(values)) expect(SITE_SETTINGS_FIELDS).toContain(field);
    expect(siteSettingsSchema.parse(siteSettingsFromForm(values))).toEqual(defaultSiteSettings);
  });

  it("reads the form: dial numbers from the labels, address lines, blank rows left out", () => {
    const form = {
      ...siteSettingsFormValues(defaultSiteSettings),
      phone1: " +91 11 4000 1234 ",
      phone2: "",
      centre1Address: "B-12, Sector 62\r\n\r\n  Noida  ",
      centre2City: "",
      centre2Name: "",
      centre2Address: "",
      centre2Region: "",
      centre2PostalCode: "",
      centre2MapQuery: "",
      centre2BatchLocation: "",
    };
    const parsed = siteSettingsSchema.parse(siteSettingsFromForm(form));
    expect(parsed.phones).toEqual([{ label: "+91 11 4000 1234", tel: "+911140001234" }]);
    expect(parsed.centres).toHaveLength(1);
    expect(parsed.centres[0]?.lines).toEqual(["B-12, Sector 62", "Noida"]);
    expect(telOf("+91 (80) 4567-8900")).toBe("+918045678900");
  });

  it("names the form's field of each problem, with a clear message", () => {
    const values = siteSettingsFormValues(defaultSiteSettings);
    expect(issues(siteSettingsFromForm({ ...values, phone2: "98450" }))).toEqual([
      ["phone2", siteSettingsMessages.phone],
    ]);
    expect(issues(siteSettingsFromForm({ ...values, centre2PostalCode: "41100" }))).toEqual([
      ["centre2PostalCode", siteSettingsMessages.postalCode],
    ]);
    expect(issues(siteSettingsFromForm({ ...values, centre1City: " " }))).toEqual([
      ["centre1City", "City is required"],
    ]);
    expect(issues(siteSettingsFromForm({ ...values, centre1Address: "" }))).toEqual([
      ["centre1Address", "Give the centre's address"],
    ]);
    expect(issues(siteSettingsFromForm({ ...values, phone1: "", phone2: "" }))).toEqual([
      ["phone1", siteSettingsMessages.phoneNeeded],
    ]);
    expect(issues(siteSettingsFromForm({ ...values, queryEmail: "enquiry at example" }))).toEqual([
      ["queryEmail", siteSettingsMessages.email],
    ]);
    expect(issues(siteSettingsFromForm({ ...values, hours: "Mon\u0007" }))[0]?.[0]).toBe("hours");
  });

  it("puts the centres into texts written once", () => {
    expect(fillContact("Batches in {cities}; offices at {places}.", defaultSiteSettings)).toBe(
      "Batches in Bengaluru and Pune; offices at Koramangala, Bengaluru and Shivajinagar, Pune.",
    );
  });
});
