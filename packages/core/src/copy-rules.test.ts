// The copy rules, and the message catalogue held to them.
import { describe, expect, it } from "vitest";
import { copyProblems } from "./copy-rules.ts";
import { apiMessages, passwordMessages, visitorCopy } from "./messages.ts";
import { fillCopy } from "./page-copy/fill.ts";
import * as pageCopy from "./page-copy/index.ts";
import { centreCities, defaultSiteSettings, sentence, siteIdentity } from "./site-settings.ts";

/** Answers to API clients and operators (a wrong key, a malformed body, a misconfigured host), never shown on a page. */
const CLIENT_AND_OPERATOR_ONLY = new Set<keyof typeof apiMessages>([
  "missingApiKey",
  "invalidJson",
  "unsupportedMediaType",
  "idempotencyConflict",
  "unknownHost",
  "headersTooLarge",
  "bodyTooLarge",
  "requestTimeout",
  "databaseUnavailable",
]);

const strings = (value: unknown): string[] =>
  typeof value === "string" ? [value] : value && typeof value === "object" ? Object.values(value).flatMap(strings) : [];

describe("copyProblems", () => {
  it("finds doubled punctuation, the American spelling and developer words", () => {
    expect(copyProblems("SkillBridge Academy Pvt. Ltd.. All rights reserved.")).toHaveLength(1);
    expect(copyProblems("Thanks ,see you")).toEqual([]);
    expect(copyProblems("Thanks , see you")).toHaveLength(1);
    expect(copyProblems("Your enrollment is confirmed")).toHaveLength(1);
    expect(copyProblems("Please enroll today")).toHaveLength(1);
    expect(copyProblems("Request failed with status code 500", { statusCodes: true })).toHaveLength(2);
    expect(copyProblems("Cannot read properties of undefined")).toHaveLength(1);
  });

  it("lets the spec's own words through verbatim", () => {
    expect(copyProblems("Learner Enrollment form · Enroll Now · Enroll · Loading... · Loading FAQs...")).toEqual([]);
    expect(copyProblems("Infromation Not Available!, Try Refreshing Once")).toEqual([]);
    expect(copyProblems("Wait… and see ...")).toEqual([]);
  });
});

describe("the message catalogue speaks with one voice", () => {
  it("has no doubled punctuation, one spelling, no status codes or developer words", () => {
    const visitorFacing = [
      ...strings(visitorCopy),
      ...strings(pageCopy),
      ...strings(passwordMessages),
      ...Object.entries(apiMessages)
        .filter(([key]) => !CLIENT_AND_OPERATOR_ONLY.has(key as keyof typeof apiMessages))
        .map(([, text]) => text),
    ];
    // 220 before the events, partners, privacy, home, course, course lists, learner dashboard,
    // header and footer copy moved in; 681 after.
    expect(visitorFacing.length).toBeGreaterThan(600);
    expect(
      visitorFacing.flatMap((text) => copyProblems(text, { statusCodes: true }).map((p) => `${text}: ${p}`)),
    ).toEqual([]);
  });

  it("ends the legal name's sentence with one full stop and names the centres from the settings", () => {
    expect(sentence(siteIdentity.legalName)).toBe("SkillBridge Academy Pvt. Ltd.");
    expect(sentence("SkillBridge Academy Pvt Ltd")).toBe("SkillBridge Academy Pvt Ltd.");
    expect(centreCities(defaultSiteSettings.centres)).toBe("Bengaluru and Pune");
    expect(centreCities([{ city: "Noida" }, { city: "Hyderabad" }, { city: "Chennai" }])).toBe(
      "Noida, Hyderabad and Chennai",
    );
  });
});

describe("fillCopy", () => {
  it("fills every mark it has a value for and leaves the others", () => {
    expect(fillCopy("Showing {shown} of {total} courses", { shown: 9, total: 27 })).toBe("Showing 9 of 27 courses");
    expect(fillCopy("See all {count} courses in {domain}", { count: 4 })).toBe("See all 4 courses in {domain}");
  });

  it("never reads a filled-in value as a mark (a visitor's search term)", () => {
    expect(fillCopy("Search results for “{term}”", { term: "{term}{site}" })).toBe("Search results for “{term}{site}”");
    expect(fillCopy("{term} at {site}", { term: "$& $1", site: "SkillBridge" })).toBe("$& $1 at SkillBridge");
  });
});
