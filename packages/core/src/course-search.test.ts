import { describe, expect, it } from "vitest";
import { allowedTypos, prefixDistance, searchCourses, spellingSuggestion, wordsOf } from "./course-search.ts";

const catalogue = [
  ["AWS Certified Cloud Practitioner (CLF-C02)", "A beginner-friendly introduction to AWS cloud concepts."],
  ["Cloud Computing Internship on AWS", "An 80-hour, project-based internship for students."],
  ["Data Ethics for Business Professionals", "Use data responsibly and comply with privacy laws."],
  ["Networking Essentials", "Learn AWS VPC networking basics."],
  [".NET Core Web API with C#", "Build RESTful services with ASP.NET Core and C#."],
  ["CompTIA Network+ (N10-009)", "Networks, cabling and troubleshooting."],
  ["Internet of Things with Raspberry Pi", "Build connected devices."],
  ["Kubernetes Administrator (CKA)", "Run production clusters."],
  ["Web Application Penetration Testing", "Security testing aligned to OWASP."],
  ["SAP S/4HANA Finance (FICO)", "Configure SAP financial accounting."],
  ["Core Java Programming (Java 21)", "Object-oriented programming with modern Java."],
  ["MERN Stack Bootcamp", "Full stack JavaScript with MongoDB, Express, React and Node.js."],
  ["Microsoft Azure Administrator (AZ-104)", "Manage Azure identities and prepare for AZ-104."],
  ["Microsoft Azure Fundamentals (AZ-900)", "Azure cloud concepts for teams."],
  ["CCNA 200-301", "Cisco networking fundamentals."],
  ["C and C++ Programming", "Modern C++ for engineers."],
].map(([ictName, ictSDesc], index) => ({ id: index + 1, ictName: ictName ?? "", ictSDesc: ictSDesc ?? "" }));

const names = (text: string) => searchCourses(catalogue, text).map((course) => course.ictName);

describe("searchCourses (a search a person would trust)", () => {
  it.each([
    // query, the expected first results in order, names that must not appear
    [
      "aws",
      ["AWS Certified Cloud Practitioner (CLF-C02)", "Cloud Computing Internship on AWS", "Networking Essentials"],
      ["Data Ethics for Business Professionals"],
    ],
    [
      "net",
      [".NET Core Web API with C#", "Networking Essentials", "CompTIA Network+ (N10-009)"],
      ["Internet of Things with Raspberry Pi", "Kubernetes Administrator (CKA)", "Web Application Penetration Testing"],
    ],
    [".NET", [".NET Core Web API with C#"], ["Internet of Things with Raspberry Pi"]],
    ["sap", ["SAP S/4HANA Finance (FICO)"], []],
    ["java", ["Core Java Programming (Java 21)", "MERN Stack Bootcamp"], []],
    ["kubernets", ["Kubernetes Administrator (CKA)"], []],
    ["az-104", ["Microsoft Azure Administrator (AZ-104)"], ["Microsoft Azure Fundamentals (AZ-900)"]],
    ["AZ104", ["Microsoft Azure Administrator (AZ-104)"], ["Microsoft Azure Fundamentals (AZ-900)"]],
    ["ccna", ["CCNA 200-301"], []],
    ["c++", ["C and C++ Programming"], [".NET Core Web API with C#"]],
    ["azure admin", ["Microsoft Azure Administrator (AZ-104)"], ["Microsoft Azure Fundamentals (AZ-900)"]],
  ])("%s → %j first", (query, first, never) => {
    const found = names(query);
    expect(found.slice(0, first.length)).toEqual(first);
    for (const name of never) expect(found).not.toContain(name);
  });

  it("finds nothing for a nonsense term, and everything (in order) for an empty one", () => {
    expect(names("zzzzqqq")).toEqual([]);
    expect(names("  ").length).toBe(catalogue.length);
    expect(names("").slice(0, 2)).toEqual(catalogue.slice(0, 2).map((course) => course.ictName));
  });

  it("puts every name match before any description match", () => {
    const found = names("aws");
    expect(found.indexOf("Networking Essentials")).toBe(found.length - 1);
  });

  it("allows typos by the term's length, the first letter right", () => {
    expect([allowedTypos("aws"), allowedTypos("java"), allowedTypos("azure"), allowedTypos("kubernets")]).toEqual([
      0, 0, 1, 2,
    ]);
    expect(names("jav")).toContain("Core Java Programming (Java 21)"); // a prefix
    expect(names("jaba")).toEqual([]); // four letters: no typo
    expect(names("azrue")).toContain("Microsoft Azure Administrator (AZ-104)"); // swapped letters: one typo
    expect(names("kbernetes")).toContain("Kubernetes Administrator (CKA)");
    expect(names("ubernetes")).toEqual([]); // the first letter counts
    expect(prefixDistance("kubernets", "kubernetes", 2)).toBe(1);
    expect(prefixDistance("net", "internet", 0)).toBe(Number.POSITIVE_INFINITY);
  });

  it("reads names, codes and acronyms as words", () => {
    expect(wordsOf(".NET Core")).toEqual(["net", "core"]);
    expect(wordsOf("(AZ-104)")).toEqual(["az", "104", "az104"]);
    expect(wordsOf("C++ and C#")).toEqual(["c++", "and", "c#"]);
    expect(wordsOf("Café")).toEqual(["cafe"]);
  });

  it("keeps long or odd input harmless", () => {
    expect(names("x".repeat(2000))).toEqual([]);
    expect(names("\u0000aws")).toContain("Cloud Computing Internship on AWS");
    expect(names("%_*")).toEqual(catalogue.map((course) => course.ictName));
  });
});

describe("spellingSuggestion (Did you mean …)", () => {
  it("offers the catalogue's word for a term found only through typos, or not at all", () => {
    expect(spellingSuggestion(catalogue, "kubernets")).toBe("kubernetes");
    expect(spellingSuggestion(catalogue, "jaba")).toBe("java");
    expect(spellingSuggestion(catalogue, "azure admn")).toBe("azure administrator");
  });

  it("says nothing when the text matches as typed, or nothing is close", () => {
    expect(spellingSuggestion(catalogue, "aws")).toBeNull();
    expect(spellingSuggestion(catalogue, "zzzzqqq")).toBeNull();
    expect(spellingSuggestion(catalogue, "")).toBeNull();
  });
});

describe("Hindi names", () => {
  const hindi = [
    { id: 1, ictName: "एज़्योर एडमिनिस्ट्रेटर AZ-104", ictSDesc: "" },
    { id: 2, ictName: "हिंदी में डेटा साइंस", ictSDesc: "" },
    { id: 3, ictName: "काम की बातें", ictSDesc: "" },
  ];
  const ids = (text: string) => searchCourses(hindi, text).map((course) => course.id);

  it("finds a word whatever its nukta or chandrabindu spelling", () => {
    expect(ids("एज्योर")).toEqual([1]);
    expect(ids("\u090F\u091C\u093C\u094D\u092F\u094B\u0930")).toEqual([1]);
    expect(ids("हिँदी")).toEqual([2]);
  });

  it("keeps vowel signs: a different vowel is a different word", () => {
    expect(ids("कम")).toEqual([]);
    expect(ids("काम")).toEqual([3]);
  });
});
