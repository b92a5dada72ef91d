// The API's search over courses built here (never the demo seed): word-prefix
// matches, typos by length, codes as words, names before descriptions, "Did you mean …", the same
// order for ?search= and core's searchCourses, and ?q= (the sidebar's text) narrowing by name only.
// Runs on PGlite and PostgreSQL.
import { searchCourses } from "@skillbridge/core/course-search";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiHeaders, build, type TestContext } from "../../test/app.ts";
import { createCourse, createDomain } from "../../test/factories.ts";

let t: TestContext;

const catalogue: [name: string, shortDesc: string][] = [
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
];

beforeAll(async () => {
  t = await build();
  const domain = await createDomain(t.database.db, { name: "Technology" });
  for (const [name, shortDesc] of catalogue)
    await createCourse(t.database.db, { name, shortDesc, domainId: domain.id });
  await createCourse(t.database.db, { name: "AWS Retired Course", status: "I", domainId: domain.id });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: "GET", url, headers: apiHeaders() });
type Listed = { id: number; ictName: string; ictSDesc: string };
const names = async (query: string) => {
  const res = await get(`/api/ictData/?${query}`);
  expect(res.statusCode).toBe(200);
  return (res.json() as Listed[]).map((course) => course.ictName);
};

describe("GET /api/ictData/?search= (a search a person would trust)", () => {
  it.each([
    [
      "aws",
      ["AWS Certified Cloud Practitioner (CLF-C02)", "Cloud Computing Internship on AWS", "Networking Essentials"],
    ],
    ["net", [".NET Core Web API with C#", "Networking Essentials", "CompTIA Network+ (N10-009)"]],
    [".net", [".NET Core Web API with C#"]],
    ["sap", ["SAP S/4HANA Finance (FICO)"]],
    ["java", ["Core Java Programming (Java 21)", "MERN Stack Bootcamp"]],
    ["kubernets", ["Kubernetes Administrator (CKA)"]],
    ["az-104", ["Microsoft Azure Administrator (AZ-104)"]],
  ])("%s finds %j first", async (term, first) => {
    const found = await names(`search=${encodeURIComponent(term)}`);
    expect(found.slice(0, first.length)).toEqual(first);
    expect(found).not.toContain("AWS Retired Course");
  });

  it("never matches inside a longer word", async () => {
    expect(await names("search=aws")).not.toContain("Data Ethics for Business Professionals");
    const net = await names("search=net");
    for (const name of ["Internet of Things with Raspberry Pi", "Kubernetes Administrator (CKA)"]) {
      expect(net).not.toContain(name);
    }
    expect(net).not.toContain("Web Application Penetration Testing");
    expect(await names("search=az-104")).not.toContain("Microsoft Azure Fundamentals (AZ-900)");
  });

  it("answers a nonsense term, a long term and odd characters with an empty list, never an error", async () => {
    expect(await names("search=zzzzqqq")).toEqual([]);
    expect(await names(`search=${"x".repeat(200)}`)).toEqual([]);
    expect((await get(`/api/ictData/?search=${"x".repeat(201)}`)).statusCode).toBe(422);
    expect((await names("search=%25_%5C")).length).toBe(catalogue.length); // no word: everything, in id order
  });

  it("gives one order for ?search= and core's searchCourses, page by page with the total", async () => {
    const all = (await get("/api/ictData/")).json() as Listed[];
    for (const term of ["aws", "net", "azure", "kubernets", "cloud"]) {
      const expected = searchCourses(all, term).map((course) => course.ictName);
      expect(await names(`search=${term}`), term).toEqual(expected);
      const page = await get(`/api/ictData/?search=${term}&limit=2&offset=1`);
      expect(page.headers["x-total-count"]).toBe(String(expected.length));
      expect((page.json() as Listed[]).map((course) => course.ictName)).toEqual(expected.slice(1, 3));
    }
    // the sidebar's text narrows a search: the ranked results whose name contains it
    expect(await names("search=azure&q=104")).toEqual(["Microsoft Azure Administrator (AZ-104)"]);
    expect(await names("search=aws&q=CLOUD")).toEqual([
      "AWS Certified Cloud Practitioner (CLF-C02)",
      "Cloud Computing Internship on AWS",
    ]);
  });
});

describe("GET /api/ictData/?q= (the sidebar's text filter: the name contains it)", () => {
  it("keeps the courses whose name contains the text, case-insensitive, in the list's order", async () => {
    const all = (await get("/api/ictData/")).json() as Listed[];
    for (const text of ["aws", "NET", "ern", "cloud", "(az-", "kubernets", "zzz"]) {
      const expected = all
        .filter((course) => course.ictName.toLowerCase().includes(text.toLowerCase()))
        .map((course) => course.ictName);
      expect(await names(`q=${encodeURIComponent(text)}`), text).toEqual(expected);
    }
  });

  it("matches inside a word and never the description or a typo, unlike the search", async () => {
    const net = await names("q=net");
    expect(net).toContain("Internet of Things with Raspberry Pi"); // the search refuses this one
    expect(net).toContain("Kubernetes Administrator (CKA)");
    expect(await names("q=aws")).not.toContain("Networking Essentials"); // AWS only in its description
    expect(await names("q=kubernets")).toEqual([]);
    const page = await get("/api/ictData/?q=net&limit=2&offset=1");
    expect(page.headers["x-total-count"]).toBe(String(net.length));
    expect((page.json() as Listed[]).map((course) => course.ictName)).toEqual(net.slice(1, 3));
  });
});

describe("GET /api/ictData/spelling/{text} (Did you mean …)", () => {
  const spelling = async (text: string) => (await get(`/api/ictData/spelling/${encodeURIComponent(text)}`)).json();

  it("corrects a term found only through typos or not at all, and nothing else", async () => {
    expect(await spelling("kubernets")).toEqual({ suggestion: "kubernetes" });
    expect(await spelling("jaba")).toEqual({ suggestion: "java" });
    expect(await spelling("aws")).toEqual({ suggestion: null });
    expect(await spelling("zzzzqqq")).toEqual({ suggestion: null });
    expect(await spelling("retired")).toEqual({ suggestion: null }); // inactive courses teach no words
  });
});
