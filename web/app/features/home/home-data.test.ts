import type { Course, Domain, Event } from "@skillbridge/core/schemas";
import { describe, expect, it } from "vitest";
import { domainTabs, formatDuration, formatTimeIST, imageSrc, upcomingWebinars } from "./home-data";

const domain = (id: number, status: "A" | "I" = "A"): Domain => ({ id, domain: `Domain ${id}`, status, icon: null });
const course = (id: number, domainId: number, status: "A" | "I" = "A"): Course => ({
  id,
  ictName: `Course ${id}`,
  ictType: "Certificate Course",
  ictSDesc: "",
  ictDesc: "",
  ictImg: "images/courses/cloud.svg",
  status,
  domainId,
  hoursData: { id, ictId_id: id, TrainingHour: 30, LabHour: 10 },
  costData: null,
});
const event = (id: number, eventDate: string, status: "A" | "I" = "A"): Event => ({
  id,
  eventTitle: `Event ${id}`,
  eventDesc: "x".repeat(200),
  eventDate,
  eventDuration: 90,
  eventPic: "/images/events/webinar.svg",
  ict_id: null,
  status,
});

describe("domainTabs", () => {
  it("keeps the first 8 active domains in order, each with up to 6 active courses", () => {
    const domains = [domain(1), domain(2, "I"), ...Array.from({ length: 9 }, (_, i) => domain(i + 3))];
    const courses = [...Array.from({ length: 8 }, (_, i) => course(100 + i, 1)), course(200, 1, "I"), course(300, 3)];
    const tabs = domainTabs(domains, courses);
    expect(tabs.map((t) => t.id)).toEqual([1, 3, 4, 5, 6, 7, 8, 9]);
    expect(tabs[0]!.courses).toHaveLength(6);
    expect(tabs[0]!.courses[0]).toEqual({
      id: 100,
      name: "Course 100",
      image: "/covers/100.svg",
      hours: 40,
      href: "/course/100/Course_100",
      fee: "Fee on request",
      nextBatch: null,
    });
    expect(tabs[1]!.courses.map((c) => c.id)).toEqual([300]);
  });

  it("gives each course its fee and next batch", () => {
    const priced = {
      ...course(1, 1),
      costData: { id: 1, ictid: 1, ictMrp: 150000, sellPrice: 125000 },
      facts: {
        nextBatch: {
          batchStartDate: "2030-02-05",
          ictStudyMode: "Classroom",
          ictLocation: "Hyderabad – Madhapur Centre",
        },
        popularity: 0,
        rating: null,
        coverToken: null,
      },
    };
    expect(domainTabs([domain(1)], [priced])[0]!.courses[0]).toMatchObject({
      fee: "₹1,25,000",
      nextBatch: "Next batch 5 Feb 2030 · Classroom, Hyderabad – Madhapur Centre",
    });
  });

  it("gives empty tabs when the course list failed", () => {
    expect(domainTabs([domain(1)], null)[0]!.courses).toEqual([]);
  });
});

describe("upcomingWebinars", () => {
  it("keeps today and later, soonest first, at most three, formatted in IST", () => {
    const now = new Date("2026-03-10T12:00:00+05:30");
    const list = upcomingWebinars(
      [
        event(1, "2026-03-20T19:00:00+05:30"),
        event(2, "2026-03-09T19:00:00+05:30"),
        event(3, "2026-03-10T08:00:00+05:30"),
        event(4, "2026-03-12T13:30:00.000Z"),
        event(5, "2026-03-11T10:00:00+05:30", "I"),
        event(6, "2026-04-01T10:00:00+05:30"),
      ],
      now,
    );
    expect(list.map((e) => e.id)).toEqual([3, 4, 1]);
    expect(list[1]).toMatchObject({ date: "12 Mar 2026", time: "7:00 PM IST", duration: "1 hour 30 minutes" });
    expect(list[0]!.summary).toHaveLength(121);
  });
});

describe("formatting helpers", () => {
  it("formats durations in minutes and hours", () => {
    expect(formatDuration(45)).toBe("45 minutes");
    expect(formatDuration(60)).toBe("1 hour");
    expect(formatDuration(120)).toBe("2 hours");
    expect(formatDuration(150)).toBe("2 hours 30 minutes");
  });
  it("formats IST times and image paths", () => {
    expect(formatTimeIST("2026-03-12T03:30:00Z")).toBe("9:00 AM IST");
    expect(imageSrc("https://cdn.example.com/a.png")).toBe("https://cdn.example.com/a.png");
    expect(imageSrc("/images/a.svg")).toBe("/images/a.svg");
    expect(imageSrc("images/a.svg")).toBe("/images/a.svg");
  });
});
