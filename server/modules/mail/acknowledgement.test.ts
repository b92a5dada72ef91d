// The acknowledgement mail: both parts, every value HTML-escaped, links only with an origin.
import { describe, expect, it } from "vitest";
import { acknowledgementMail, durationText } from "./acknowledgement.ts";
import { escapeHtml } from "./html.ts";
import { describeError } from "./transport.ts";

const receivedAt = new Date("2026-11-20T10:35:00Z"); // 4:05 pm IST

describe("acknowledgementMail", () => {
  it("says what was received, what happens next and how to reach us, in text and HTML", () => {
    const mail = acknowledgementMail({
      about: "course",
      name: "Meera Iyer",
      receivedAt,
      origin: "https://www.example.in",
      course: { id: 12, name: "Certified Ethical Hacker" },
    });
    expect(mail.subject).toBe("We received your request for Certified Ethical Hacker");
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain("Dear Meera Iyer,");
      expect(part).toContain("What happens next");
      expect(part).toContain("within 1 business day");
      expect(part).toContain("+91 98450 22334");
      expect(part).toContain("20 Nov 2026, 4:05 pm IST");
      expect(part).toContain("https://www.example.in/course/12/Certified_Ethical_Hacker");
      expect(part).toContain("https://www.example.in/privacy");
    }
    expect(mail.text).not.toMatch(/<[a-z]/i);
    expect(mail.html).toMatch(/^<!doctype html>/);
  });

  it("escapes every value in the HTML part", () => {
    const mail = acknowledgementMail({
      about: "event",
      name: `<img src=x onerror="alert(1)"> O'Brien & Co`,
      receivedAt,
      origin: `https://x.example/"><script>`,
      course: { id: 3, name: "R&D <Basics>" },
      event: { title: "<script>alert('e')</script>", startsAt: receivedAt, durationMinutes: 45 },
    });
    expect(mail.html).not.toContain("<img");
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt; O&#39;Brien &amp; Co");
    expect(mail.html).toContain("R&amp;D &lt;Basics&gt;");
    expect(mail.html).toContain("&lt;script&gt;alert(&#39;e&#39;)&lt;/script&gt;");
    expect(mail.html).toContain('href="https://x.example/&quot;&gt;&lt;script&gt;/events"');
    // The text part is plain text: nothing to escape, nothing escaped.
    expect(mail.text).toContain(`Dear <img src=x onerror="alert(1)"> O'Brien & Co,`);
  });

  it("keeps the subject on one line", () => {
    const mail = acknowledgementMail({
      about: "course",
      name: "A",
      receivedAt,
      origin: null,
      course: { id: 1, name: "Line one\r\nBcc: victim@example.com" },
    });
    expect(mail.subject).toBe("We received your request for Line one Bcc: victim@example.com");
  });

  it("has no links without an origin", () => {
    const mail = acknowledgementMail({ about: "contact", name: "A", receivedAt, origin: null });
    expect(mail.subject).toBe("We received your message");
    expect(mail.text).not.toContain("http");
    expect(mail.html).not.toContain("href");
  });

  it.each([
    [45, "45 min"],
    [60, "1 h"],
    [90, "1 h 30 min"],
    [480, "8 h"],
  ])("writes %i minutes as %s", (minutes, text) => {
    expect(durationText(minutes)).toBe(text);
  });
});

describe("escapeHtml", () => {
  it("escapes the five HTML-special characters", () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;");
  });
});

describe("describeError", () => {
  it("never keeps the SMTP credentials in last_error", () => {
    const error = new Error("Invalid login for mailer@example.in with s3cr%t!pw");
    const line = describeError(error, "smtp://mailer%40example.in:s3cr%25t!pw@smtp.example.in:587");
    expect(line).not.toContain("s3cr%t!pw");
    expect(line).not.toContain("mailer@example.in");
    expect(line).toContain("[redacted]");
  });
});
