import { describe, expect, it } from "vitest";
import { facetCounts, filterCourses } from "./catalogue-filter.ts";
import { MAX_HOURS_DEFAULT } from "./constants.ts";
import type { Course } from "./schemas.ts";

let nextId = 1;
function course(overrides: Partial<Course> & { hours?: [number, number] | null } = {}): Course {
  const { hours = [20, 10], ...rest } = overrides;
  const id = rest.id ?? nextId++;
  return {
    id,
    ictName: `Course ${id}`,
    ictType: "Certificate Course",
    ictSDesc: "",
    ictDesc: "",
    ictImg: "img.png",
    status: "A",
    domainId: 1,
    hoursData: hours ? { id, ictId_id: id, TrainingHour: hours[0], LabHour: hours[1] } : null,
    costData: null,
    ...rest,
  };
}

const ids = (courses: Course[]) => courses.map((c) => c.id);

describe("filterCourses (active only; name, hours, type and domain filters)", () => {
  it("returns every active course with an empty filter", () => {
    const list = [course({ id: 1 }), course({ id: 2 }), course({ id: 3 })];
    expect(ids(filterCourses(list, {}))).toEqual([1, 2, 3]);
  });

  it("shows active courses only", () => {
    const list = [course({ id: 1 }), course({ id: 2, status: "I" }), course({ id: 3 })];
    expect(ids(filterCourses(list, {}))).toEqual([1, 3]);
    expect(filterCourses([course({ status: "I" })], {})).toEqual([]);
  });

  describe("text", () => {
    const list = [
      course({ id: 1, ictName: "Python Basics" }),
      course({ id: 2, ictName: "Advanced PYTHON" }),
      course({ id: 3, ictName: "Java Fundamentals" }),
      course({ id: 4, ictName: "Python Inactive", status: "I" }),
    ];

    it("matches names containing the text, case-insensitive", () => {
      expect(ids(filterCourses(list, { text: "python" }))).toEqual([1, 2]);
      expect(ids(filterCourses(list, { text: "PYTHON" }))).toEqual([1, 2]);
      expect(ids(filterCourses(list, { text: "fundament" }))).toEqual([3]);
    });

    it("trims the text, and empty or whitespace text matches all", () => {
      expect(ids(filterCourses(list, { text: "  java " }))).toEqual([3]);
      expect(ids(filterCourses(list, { text: "" }))).toEqual([1, 2, 3]);
      expect(ids(filterCourses(list, { text: "   " }))).toEqual([1, 2, 3]);
    });

    it("returns nothing when no name matches", () => {
      expect(filterCourses(list, { text: "cobol" })).toEqual([]);
    });

    it("matches inside a word, as a plain 'contains' does (unlike the ranked search)", () => {
      expect(ids(filterCourses(list, { text: "thon" }))).toEqual([1, 2]);
      expect(ids(filterCourses(list, { text: "n bas" }))).toEqual([1]);
    });

    it("narrows by name only: a text found only in a description, or through a typo, does not match", () => {
      const catalogue = [
        course({ id: 1, ictName: "AWS Solutions Architect", ictSDesc: "Design on AWS." }),
        course({ id: 2, ictName: "CCNP Enterprise Core", ictSDesc: "Enterprise network architecture." }),
        course({ id: 3, ictName: "CompTIA Security+", ictSDesc: "Security architecture basics." }),
        course({ id: 4, ictName: "Kubernetes Administrator", ictSDesc: "" }),
      ];
      expect(ids(filterCourses(catalogue, { text: "architect" }))).toEqual([1]);
      expect(ids(filterCourses(catalogue, { text: "ARCHITECT " }))).toEqual([1]);
      expect(filterCourses(catalogue, { text: "kubernets" })).toEqual([]);
    });

    it("keeps the list's order: the text filter does not rank", () => {
      const catalogue = [
        course({ id: 1, ictName: "Intro to Cloud Security" }),
        course({ id: 2, ictName: "Security Essentials" }),
      ];
      expect(ids(filterCourses(catalogue, { text: "security" }))).toEqual([1, 2]);
    });
  });

  describe("search (a list that is a search) narrowed by the text", () => {
    const list = [
      course({ id: 1, ictName: "Cloud Computing Internship on AWS" }),
      course({ id: 2, ictName: "AWS Certified Cloud Practitioner" }),
      course({ id: 3, ictName: "Networking Essentials", ictSDesc: "Learn AWS VPC networking basics." }),
      course({ id: 4, ictName: "Kubernetes Administrator" }),
    ];

    it("ranks with the word-start, typo-tolerant search, names first", () => {
      expect(ids(filterCourses(list, { search: "aws" }))).toEqual([2, 1, 3]);
      expect(ids(filterCourses(list, { search: "kubernets" }))).toEqual([4]);
    });

    it("keeps only the ranked courses whose name also contains the text", () => {
      expect(ids(filterCourses(list, { search: "aws", text: "cloud" }))).toEqual([2, 1]);
      expect(ids(filterCourses(list, { search: "aws", text: "ential" }))).toEqual([3]);
      expect(filterCourses(list, { search: "aws", text: "kube" })).toEqual([]);
    });
  });

  describe("maxHours", () => {
    const list = [
      course({ id: 1, hours: [20, 4] }), // 24
      course({ id: 2, hours: [80, 40] }), // 120
      course({ id: 3, hours: [300, 60] }), // 360
      course({ id: 4, hours: [300, 61] }), // 361
      course({ id: 5, hours: null }), // counts 0
      course({ id: 6, hours: [0, 0] }), // 0
    ];

    it("defaults to 360 hours", () => {
      expect(MAX_HOURS_DEFAULT).toBe(360);
      expect(ids(filterCourses(list, {}))).toEqual([1, 2, 3, 5, 6]);
    });

    it("keeps courses whose total hours are not above the maximum (inclusive)", () => {
      expect(ids(filterCourses(list, { maxHours: 120 }))).toEqual([1, 2, 5, 6]);
      expect(ids(filterCourses(list, { maxHours: 119 }))).toEqual([1, 5, 6]);
      expect(ids(filterCourses(list, { maxHours: 24 }))).toEqual([1, 5, 6]);
    });

    it("counts a course without hours data as 0 hours", () => {
      expect(ids(filterCourses(list, { maxHours: 0 }))).toEqual([5, 6]);
      expect(ids(filterCourses(list, { maxHours: 5 }))).toEqual([5, 6]);
    });
  });

  describe("types", () => {
    const list = [
      course({ id: 1, ictType: "Corporate Training" }),
      course({ id: 2, ictType: "Industrial Training" }),
      course({ id: 3, ictType: "Certificate Course" }),
      course({ id: 4, ictType: "Internship" }),
    ];

    it("treats no selected types as all types", () => {
      expect(ids(filterCourses(list, { types: [] }))).toEqual([1, 2, 3, 4]);
      expect(ids(filterCourses(list, {}))).toEqual([1, 2, 3, 4]);
    });

    it("keeps courses of a selected type", () => {
      expect(ids(filterCourses(list, { types: ["Internship"] }))).toEqual([4]);
      expect(ids(filterCourses(list, { types: ["Corporate Training", "Certificate Course"] }))).toEqual([1, 3]);
    });
  });

  describe("domainIds", () => {
    const list = [
      course({ id: 1, domainId: 1 }),
      course({ id: 2, domainId: 2 }),
      course({ id: 3, domainId: 17 }),
      course({ id: 4, domainId: 2 }),
    ];

    it("treats no selected domains as all domains", () => {
      expect(ids(filterCourses(list, { domainIds: [] }))).toEqual([1, 2, 3, 4]);
    });

    it("keeps courses in any selected domain (multi-select)", () => {
      expect(ids(filterCourses(list, { domainIds: [2] }))).toEqual([2, 4]);
      expect(ids(filterCourses(list, { domainIds: [1, 17] }))).toEqual([1, 3]);
      expect(filterCourses(list, { domainIds: [99] })).toEqual([]);
    });
  });

  it("combines all filters (every condition must hold)", () => {
    const list = [
      course({ id: 1, ictName: "Python Basics", ictType: "Certificate Course", domainId: 2, hours: [20, 4] }),
      course({ id: 2, ictName: "Python Internship", ictType: "Internship", domainId: 2, hours: [60, 20] }),
      course({ id: 3, ictName: "Python Pro", ictType: "Certificate Course", domainId: 3, hours: [20, 4] }),
      course({ id: 4, ictName: "Python Marathon", ictType: "Certificate Course", domainId: 2, hours: [200, 100] }),
      course({ id: 5, ictName: "Java Basics", ictType: "Certificate Course", domainId: 2, hours: [20, 4] }),
      course({ id: 6, ictName: "Python Old", ictType: "Certificate Course", domainId: 2, hours: [20, 4], status: "I" }),
      course({ id: 7, ictName: "python no hours", ictType: "Certificate Course", domainId: 2, hours: null }),
    ];
    const result = filterCourses(list, {
      text: "python",
      maxHours: 100,
      types: ["Certificate Course"],
      domainIds: [2],
    });
    expect(ids(result)).toEqual([1, 7]);
  });

  it("does not change the input list and keeps its order", () => {
    const list = [course({ id: 3 }), course({ id: 1, status: "I" }), course({ id: 2 })];
    const copy = [...list];
    expect(ids(filterCourses(list, {}))).toEqual([3, 2]);
    expect(list).toEqual(copy);
  });
});

describe("facetCounts (counts next to each filter option)", () => {
  const list = [
    course({ id: 1, ictName: "Cloud One", domainId: 1, ictType: "Internship" }),
    course({ id: 2, ictName: "Cloud Two", domainId: 1, ictType: "Certificate Course" }),
    course({ id: 3, ictName: "Cloud Three", domainId: 2, ictType: "Internship" }),
    course({ id: 4, ictName: "Java", domainId: 2, ictType: "Internship" }),
    course({ id: 5, ictName: "Cloud Retired", domainId: 2, status: "I" }),
  ];

  it("counts each option with the other filters applied, not its own group's", () => {
    const counts = facetCounts(list, { text: "cloud", types: ["Internship"], domainIds: [1] });
    expect(counts.domains).toEqual({ 1: 1, 2: 1 }); // cloud internships per domain
    expect(counts.types).toEqual({ Internship: 1, "Certificate Course": 1 }); // cloud courses of domain 1
    expect(facetCounts(list, {}).domains).toEqual({ 1: 2, 2: 2 });
  });
});

describe("courses with their Hindi texts", () => {
  const base = {
    ictType: "Certificate Course" as const,
    ictDesc: "",
    ictImg: "",
    status: "A" as const,
    domainId: 1,
    hoursData: null,
    costData: null,
  };
  const hindi = { locale: "hi" as const, ictSDesc: null, ictDesc: null };
  const courses = [
    {
      ...base,
      id: 1,
      ictName: "Cloud Practitioner",
      ictSDesc: "",
      translation: { ...hindi, ictName: "क्लाउड प्रैक्टिशनर सर्टिफ़िकेशन" },
    },
    { ...base, id: 2, ictName: "Data Science", ictSDesc: "", translation: { ...hindi, ictName: null } },
  ];

  it("the search and the name filter find a course by its Hindi name (any nukta spelling) or its English one", () => {
    expect(filterCourses(courses, { search: "सर्टिफिकेशन" }).map((c) => c.id)).toEqual([1]);
    expect(filterCourses(courses, { search: "practitioner" }).map((c) => c.id)).toEqual([1]);
    expect(filterCourses(courses, { text: "सर्टिफिकेशन" }).map((c) => c.id)).toEqual([1]);
    expect(filterCourses(courses, { text: "data" }).map((c) => c.id)).toEqual([2]);
  });
});
