// The item page says where the visit that sent a lead or an enquiry came from (its
// first touch: utm_source, utm_medium, utm_campaign, the referring site) as plain text, and
// "Direct" when the visit had none; a crafted value is shown as typed, never made into markup.
import type { InboxDetail } from "@skillbridge/core/back-office";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ItemFacts } from "./item-detail";
import { DIRECT_VISIT } from "./item-texts";

afterEach(cleanup);

const item = (firstTouch: InboxDetail["firstTouch"]): InboxDetail => ({
  type: "course",
  id: 7,
  name: "Bhavna Iyer",
  email: "bhavna@example.com",
  contact: "+91 90000 00003",
  status: "new",
  courseId: 3,
  courseName: "Cloud Basics",
  trainingId: null,
  eventId: null,
  eventTitle: null,
  source: "course-enquiry",
  message: "Weekend batch?",
  assigneeId: null,
  assigneeName: null,
  suspectedBot: false,
  createdAt: "2026-03-02T06:00:00.000Z",
  pageUrl: null,
  noticeId: null,
  noticeShownAt: null,
  flagReason: null,
  heardFrom: "website",
  firstTouch,
  learnerId: null,
  notes: [],
  history: [],
});

/** The value beside a label of the facts list. */
const fact = (label: string) => screen.getByText(label, { selector: "dt" }).nextElementSibling;

describe("the item's first touch", () => {
  it("names each utm value and the referring site that the visit had", () => {
    render(
      <ItemFacts
        item={item({ utmSource: "newsletter", utmMedium: "email", utmCampaign: "diwali", referrer: "www.google.com" })}
      />,
    );
    expect(fact("First touch")?.textContent).toBe(
      "utm_source newsletter, utm_medium email, utm_campaign diwali, referred by www.google.com",
    );
  });

  it("leaves out what the visit did not have", () => {
    render(
      <ItemFacts item={item({ utmSource: null, utmMedium: null, utmCampaign: null, referrer: "duckduckgo.com" })} />,
    );
    expect(fact("First touch")?.textContent).toBe("referred by duckduckgo.com");
  });

  it("says Direct when the visit had no campaign and no referring site", () => {
    render(<ItemFacts item={item({ utmSource: null, utmMedium: null, utmCampaign: null, referrer: null })} />);
    expect(fact("First touch")?.textContent).toBe(DIRECT_VISIT);
  });

  it("shows a crafted value as text, never as markup", () => {
    const crafted = '<img src=x onerror="alert(1)">';
    const { container } = render(
      <ItemFacts item={item({ utmSource: crafted, utmMedium: null, utmCampaign: "<b>diwali</b>", referrer: null })} />,
    );
    expect(fact("First touch")?.textContent).toBe(`utm_source ${crafted}, utm_campaign <b>diwali</b>`);
    expect(container.querySelector("img")).toBeNull();
    expect(container.querySelector("dd b")).toBeNull();
  });
});
