import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { COURSE_DESCRIPTION_CUT, MAX_SUGGESTIONS, PARTNER_CARD_WORD_CUT } from "./constants.ts";
import { formatPaise } from "./money/gst.ts";
import {
  coursePath,
  cutTestimonial,
  cutText,
  cutWords,
  dayInIndia,
  describeSessionDays,
  discountPercent,
  enrolmentState,
  formatDate,
  formatPaiseAmount,
  formatRupees,
  greetingName,
  isUpcoming,
  matchSuggestions,
  seatCanBeSold,
  totalHours,
} from "./rules.ts";

const codePoints = (text: string) => Array.from(text).length;
const hasLoneSurrogate = (text: string) =>
  /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(text);

describe("totalHours (training plus lab hours, 0 when missing)", () => {
  it("sums training and lab hours", () => {
    expect(totalHours({ TrainingHour: 30, LabHour: 10 })).toBe(40);
  });

  it("is 0 when the hours record is missing", () => {
    expect(totalHours(null)).toBe(0);
    expect(totalHours(undefined)).toBe(0);
  });

  it("treats missing or null fields as 0", () => {
    expect(totalHours({})).toBe(0);
    expect(totalHours({ TrainingHour: 24 })).toBe(24);
    expect(totalHours({ LabHour: 16 })).toBe(16);
    expect(totalHours({ TrainingHour: null, LabHour: 8 })).toBe(8);
    expect(totalHours({ TrainingHour: 12, LabHour: null })).toBe(12);
  });

  it("keeps a zero-hour record at 0", () => {
    expect(totalHours({ TrainingHour: 0, LabHour: 0 })).toBe(0);
  });
});

describe("discountPercent ((list − sell) / list, to a whole percent)", () => {
  it("is (list − sell) / list as a whole percent", () => {
    expect(discountPercent(45000, 34999)).toBe(22); // 22.2224…
    expect(discountPercent(1000, 750)).toBe(25);
    expect(discountPercent(1000, 0)).toBe(100);
  });

  it("rounds a .5 percent up", () => {
    expect(discountPercent(200, 199)).toBe(1); // 0.5 %
    expect(discountPercent(1000, 775)).toBe(23); // 22.5 %
    expect(discountPercent(1000, 785)).toBe(22); // 21.5 %
  });

  it("rounds below .5 down", () => {
    expect(discountPercent(1000, 996)).toBe(0); // 0.4 %
    expect(discountPercent(3000, 2000)).toBe(33); // 33.33 %
    expect(discountPercent(3000, 1000)).toBe(67); // 66.67 %
  });

  it("is 0 without a list price", () => {
    expect(discountPercent(0, 0)).toBe(0);
    expect(discountPercent(0, 500)).toBe(0);
  });

  it("is 0 when the selling price equals the list price", () => {
    expect(discountPercent(45000, 45000)).toBe(0);
  });
});

describe("formatRupees (Indian digit grouping, no decimals)", () => {
  it("uses the rupee sign and Indian digit grouping", () => {
    expect(formatRupees(100000)).toBe("₹1,00,000");
    expect(formatRupees(1234567)).toBe("₹12,34,567");
    expect(formatRupees(10000000)).toBe("₹1,00,00,000");
    expect(formatRupees(45000)).toBe("₹45,000");
    expect(formatRupees(1000)).toBe("₹1,000");
  });

  it("shows small amounts without separators", () => {
    expect(formatRupees(999)).toBe("₹999");
    expect(formatRupees(0)).toBe("₹0");
  });

  it("shows no decimals, rounding to the nearest rupee", () => {
    expect(formatRupees(1999.6)).toBe("₹2,000");
    expect(formatRupees(1999.4)).toBe("₹1,999");
    expect(formatRupees(34999.5)).toBe("₹35,000");
    expect(formatRupees(0.4)).toBe("₹0");
  });
});

describe("formatPaiseAmount (rupees and paise without Intl)", () => {
  it("writes what money's formatPaise (Intl en-IN) writes, for any whole number of paise", () => {
    fc.assert(
      fc.property(fc.integer({ min: -2_000_000_000, max: 2_000_000_000 }), (paise) => {
        expect(formatPaiseAmount(paise)).toBe(formatPaise(paise));
      }),
      { numRuns: 2_000 },
    );
    for (const paise of [0, 1, 99, 100, 2_499_900, 10_000_000_00, -50, -100, -123_456])
      expect(formatPaiseAmount(paise)).toBe(formatPaise(paise));
  });
});

describe("dayInIndia", () => {
  it("gives the IST calendar day of an instant", () => {
    expect(dayInIndia(new Date("2026-11-21T18:29:59Z"))).toBe("2026-11-21");
    expect(dayInIndia(new Date("2026-11-21T18:30:00Z"))).toBe("2026-11-22");
  });
});

describe("isUpcoming (today or later, IST whole days)", () => {
  // 21 Nov 2026, 23:30 in India.
  const lateOn21st = new Date("2026-11-21T18:00:00Z");
  // 21 Nov 2026, 00:00 in India.
  const midnightOn21st = new Date("2026-11-21T00:00:00+05:30");

  it("counts the same IST day as upcoming, even late in the day", () => {
    expect(isUpcoming("2026-11-21", lateOn21st)).toBe(true);
    expect(isUpcoming("2026-11-21", midnightOn21st)).toBe(true);
    expect(isUpcoming("2026-11-21", new Date("2026-11-21T23:59:59+05:30"))).toBe(true);
  });

  it("does not count yesterday as upcoming", () => {
    expect(isUpcoming("2026-11-20", lateOn21st)).toBe(false);
    expect(isUpcoming("2026-11-20", midnightOn21st)).toBe(false);
    expect(isUpcoming("2025-12-31", lateOn21st)).toBe(false);
  });

  it("counts future days as upcoming", () => {
    expect(isUpcoming("2026-11-22", lateOn21st)).toBe(true);
    expect(isUpcoming("2027-01-01", lateOn21st)).toBe(true);
  });

  it("uses the India day of `now`: 20:00 UTC on 21 Nov is already 22 Nov in India", () => {
    const now = new Date("2026-11-21T20:00:00Z");
    expect(isUpcoming("2026-11-21", now)).toBe(false);
    expect(isUpcoming("2026-11-22", now)).toBe(true);
  });

  it("places ISO timestamps on their IST day, comparing whole days", () => {
    // 10:00 IST on the same day, seen at 23:30 IST: still upcoming (whole days).
    expect(isUpcoming("2026-11-21T04:30:00Z", lateOn21st)).toBe(true);
    expect(isUpcoming("2026-11-21T10:00:00+05:30", lateOn21st)).toBe(true);
    // 23:59:59 IST on 20 Nov is yesterday.
    expect(isUpcoming("2026-11-20T18:29:59Z", lateOn21st)).toBe(false);
    // 00:00 IST on 21 Nov is today.
    expect(isUpcoming("2026-11-20T18:30:00Z", lateOn21st)).toBe(true);
    // 19:00 UTC on 21 Nov is 22 Nov in India: upcoming when India is already on 22 Nov.
    expect(isUpcoming("2026-11-21T19:00:00Z", new Date("2026-11-22T10:00:00+05:30"))).toBe(true);
    expect(isUpcoming("2026-11-21T18:00:00Z", new Date("2026-11-22T10:00:00+05:30"))).toBe(false);
  });

  it("accepts Date objects", () => {
    expect(isUpcoming(new Date("2026-11-21T05:00:00Z"), lateOn21st)).toBe(true);
    expect(isUpcoming(new Date("2026-11-20T12:00:00Z"), lateOn21st)).toBe(false);
  });
});

describe("enrolmentState (ongoing through the end day; no end day is completed)", () => {
  const noonOn21st = new Date("2026-11-21T12:00:00+05:30");

  it("is ongoing when the batch ends today, even at midnight", () => {
    expect(enrolmentState("2026-11-21", noonOn21st)).toBe("ongoing");
    expect(enrolmentState("2026-11-21", new Date("2026-11-21T00:00:00+05:30"))).toBe("ongoing");
    expect(enrolmentState("2026-11-21", new Date("2026-11-21T23:59:59+05:30"))).toBe("ongoing");
    // An end date given as today's IST midnight instant.
    expect(enrolmentState("2026-11-21T00:00:00+05:30", noonOn21st)).toBe("ongoing");
    expect(enrolmentState(new Date("2026-11-20T18:30:00Z"), noonOn21st)).toBe("ongoing");
  });

  it("is completed when the batch ended yesterday", () => {
    expect(enrolmentState("2026-11-20", noonOn21st)).toBe("completed");
    expect(enrolmentState("2026-11-20", new Date("2026-11-21T00:00:00+05:30"))).toBe("completed");
    expect(enrolmentState("2026-11-20T23:59:59+05:30", noonOn21st)).toBe("completed");
  });

  it("is completed without an end date", () => {
    expect(enrolmentState(null, noonOn21st)).toBe("completed");
    expect(enrolmentState(undefined, noonOn21st)).toBe("completed");
    expect(enrolmentState("", noonOn21st)).toBe("completed");
  });

  it("is ongoing when the batch ends in the future", () => {
    expect(enrolmentState("2026-11-22", noonOn21st)).toBe("ongoing");
    expect(enrolmentState("2027-03-01", noonOn21st)).toBe("ongoing");
  });

  it("uses the India day: 20:00 UTC on 21 Nov is already 22 Nov", () => {
    const now = new Date("2026-11-21T20:00:00Z");
    expect(enrolmentState("2026-11-21", now)).toBe("completed");
    expect(enrolmentState("2026-11-22", now)).toBe("ongoing");
  });
});

describe("cutText (150 characters plus ellipsis)", () => {
  it("uses 150 as the default cut", () => {
    expect(COURSE_DESCRIPTION_CUT).toBe(150);
  });

  it("leaves short text unchanged", () => {
    expect(cutText("Learn Python from scratch.")).toBe("Learn Python from scratch.");
    expect(cutText("")).toBe("");
  });

  it("leaves exactly 150 characters unchanged, without an ellipsis", () => {
    const text = "a".repeat(150);
    expect(cutText(text)).toBe(text);
  });

  it("cuts 151 characters to 150 and appends …", () => {
    const text = `${"a".repeat(150)}b`;
    const cut = cutText(text);
    expect(cut).toBe(`${"a".repeat(150)}…`);
    expect(codePoints(cut)).toBe(151);
  });

  it("cuts long text to its first 150 characters", () => {
    const text = "0123456789".repeat(30);
    expect(cutText(text)).toBe(`${text.slice(0, 150)}…`);
  });

  it("counts emoji as single characters and never splits them", () => {
    const exactly150 = `${"a".repeat(149)}😀`;
    expect(exactly150.length).toBe(151); // UTF-16 units
    expect(cutText(exactly150)).toBe(exactly150);

    const emojiAcrossCut = `${"a".repeat(149)}😀😀`;
    const cut = cutText(emojiAcrossCut);
    expect(cut).toBe(`${"a".repeat(149)}😀…`);
    expect(hasLoneSurrogate(cut)).toBe(false);

    const allEmoji = "🎓".repeat(200);
    expect(cutText(allEmoji)).toBe(`${"🎓".repeat(150)}…`);
  });

  it("cuts as splitting the whole text into characters would, lone surrogates included", () => {
    const reference = (text: string, max: number) => {
      const chars = Array.from(text);
      return chars.length > max ? `${chars.slice(0, max).join("")}…` : text;
    };
    const pieces = ["a", "😀", "नम", "\ud800", "\udc00", " ", "🎓x"];
    for (let seed = 1; seed <= 300; seed++) {
      let text = "";
      for (let n = 0; n < (seed * 7) % 60; n++) text += pieces[(seed * 31 + n * 17) % pieces.length];
      for (const max of [0, 1, 5, 20, 40]) expect(cutText(text, max)).toBe(reference(text, max));
    }
  });

  it("counts Devanagari code points", () => {
    const word = "नमस्ते"; // 6 code points
    const exactly150 = word.repeat(25);
    expect(codePoints(exactly150)).toBe(150);
    expect(cutText(exactly150)).toBe(exactly150);
    expect(cutText(`${exactly150}क`)).toBe(`${exactly150}…`);
  });

  it("honours an explicit maximum", () => {
    expect(cutText("abcdef", 3)).toBe("abc…");
    expect(cutText("abc", 3)).toBe("abc");
  });
});

describe("cutTestimonial (over 100 → 140 plus ellipsis)", () => {
  it("leaves up to 100 characters unchanged", () => {
    expect(cutTestimonial("Great course!")).toBe("Great course!");
    const hundred = "x".repeat(100);
    expect(cutTestimonial(hundred)).toBe(hundred);
  });

  it("leaves 101 to 140 characters unchanged (the cut to 140 has no effect)", () => {
    for (const length of [101, 120, 140]) {
      const text = "y".repeat(length);
      expect(cutTestimonial(text)).toBe(text);
    }
  });

  it("cuts over 140 characters to 140 and appends …", () => {
    expect(cutTestimonial("z".repeat(141))).toBe(`${"z".repeat(140)}…`);
    const long = "The trainer explained every concept clearly. ".repeat(10);
    expect(cutTestimonial(long)).toBe(`${Array.from(long).slice(0, 140).join("")}…`);
  });

  it("counts code points, not UTF-16 units", () => {
    const emoji140 = "👍".repeat(140);
    expect(cutTestimonial(emoji140)).toBe(emoji140);
    expect(cutTestimonial("👍".repeat(141))).toBe(`${"👍".repeat(140)}…`);
  });
});

describe("cutWords (30 words on partner cards)", () => {
  const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i + 1}`).join(" ");

  it("cuts to exactly 30 words and reports the cut", () => {
    const result = cutWords(words(45), PARTNER_CARD_WORD_CUT);
    expect(result.cut).toBe(true);
    expect(result.text).toBe(words(30));
    expect(result.text.split(" ")).toHaveLength(30);
  });

  it("cuts 31 words", () => {
    expect(cutWords(words(31), 30)).toEqual({ text: words(30), cut: true });
  });

  it("leaves exactly 30 words uncut", () => {
    expect(cutWords(words(30), 30)).toEqual({ text: words(30), cut: false });
  });

  it("leaves shorter text uncut", () => {
    expect(cutWords("An authorised training partner.", 30)).toEqual({
      text: "An authorised training partner.",
      cut: false,
    });
    expect(cutWords("", 30)).toEqual({ text: "", cut: false });
  });

  it("counts words across any whitespace", () => {
    const messy = `  ${words(31).replace(/ /g, " \n\t ")}  `;
    expect(cutWords(messy, 30)).toEqual({ text: words(30), cut: true });
    expect(cutWords("  one   two  ", 30)).toEqual({ text: "one   two", cut: false });
  });
});

describe("formatDate (en-GB day short-month year, IST)", () => {
  it("formats a bare date as that calendar day", () => {
    expect(formatDate("2026-12-05")).toBe("5 Dec 2026");
    expect(formatDate("2026-01-01")).toBe("1 Jan 2026");
    expect(formatDate("2026-12-31")).toBe("31 Dec 2026");
  });

  it("formats an ISO timestamp in IST", () => {
    expect(formatDate("2026-12-31T20:00:00Z")).toBe("1 Jan 2027");
    expect(formatDate("2026-12-31T18:29:59Z")).toBe("31 Dec 2026");
    expect(formatDate("2026-12-05T09:30:00+05:30")).toBe("5 Dec 2026");
  });

  it("formats a Date object in IST", () => {
    expect(formatDate(new Date("2026-12-31T20:00:00Z"))).toBe("1 Jan 2027");
  });
});

describe("greetingName (first name, username, the e-mail's local part, then 'Learner')", () => {
  it("greets by first name", () => {
    expect(greetingName({ firstName: "Asha", username: "asha_k", email: "asha.k@example.com" })).toBe("Asha");
    expect(greetingName({ firstName: "  Asha  " })).toBe("Asha");
  });

  it("falls back to the username when the first name is blank", () => {
    expect(greetingName({ firstName: "", username: "asha_k", email: "asha.k@example.com" })).toBe("asha_k");
    expect(greetingName({ firstName: "   ", username: "asha_k" })).toBe("asha_k");
    expect(greetingName({ firstName: null, username: "asha_k" })).toBe("asha_k");
  });

  it("then falls back to the e-mail before the @", () => {
    expect(greetingName({ firstName: null, username: null, email: "asha.k@example.com" })).toBe("asha.k");
    expect(greetingName({ firstName: " ", username: " ", email: "asha.k@example.com" })).toBe("asha.k");
  });

  it("then greets as 'Learner'", () => {
    expect(greetingName({ firstName: null, username: null, email: null })).toBe("Learner");
    expect(greetingName({})).toBe("Learner");
    expect(greetingName({ email: "@example.com" })).toBe("Learner");
    expect(greetingName({ email: "" })).toBe("Learner");
    expect(greetingName(null)).toBe("Learner");
    expect(greetingName(undefined)).toBe("Learner");
  });
});

describe("coursePath (/course/{id}/{name})", () => {
  it("puts the id first and replaces spaces with underscores", () => {
    expect(coursePath({ id: 12, ictName: "Python for Data Science" })).toBe("/course/12/Python_for_Data_Science");
    expect(coursePath({ id: 3, ictName: "Java" })).toBe("/course/3/Java");
  });

  it("replaces every space, including repeated ones", () => {
    expect(coursePath({ id: 1, ictName: "A  B" })).toBe("/course/1/A__B");
  });

  it("URL-encodes special characters", () => {
    expect(coursePath({ id: 7, ictName: "C# & .NET" })).toBe("/course/7/C%23_%26_.NET");
    expect(coursePath({ id: 8, ictName: "AI/ML?" })).toBe("/course/8/AI%2FML%3F");
    expect(coursePath({ id: 9, ictName: "50% off" })).toBe("/course/9/50%25_off");
    expect(coursePath({ id: 10, ictName: "हिंदी" })).toBe(`/course/10/${encodeURIComponent("हिंदी")}`);
  });

  it("yields a path that decodes back to the underscored name", () => {
    const path = coursePath({ id: 7, ictName: "C# & .NET" });
    const [, , id, name] = path.split("/");
    expect(id).toBe("7");
    expect(decodeURIComponent(name ?? "")).toBe("C#_&_.NET");
  });
});

describe("matchSuggestions (names containing the text, any case, up to a limit)", () => {
  const courses = [
    { id: 1, ictName: "Python Basics" },
    { id: 2, ictName: "Advanced PYTHON" },
    { id: 3, ictName: "Java Fundamentals" },
    { id: 4, ictName: "JavaScript for the Web" },
    { id: 5, ictName: "Data Science with python" },
  ];

  it("matches names containing the text, case-insensitive", () => {
    expect(matchSuggestions(courses, "python", 8).map((c) => c.id)).toEqual([1, 2, 5]);
    expect(matchSuggestions(courses, "PyThOn", 8).map((c) => c.id)).toEqual([1, 2, 5]);
    expect(matchSuggestions(courses, "java", 8).map((c) => c.id)).toEqual([3, 4]);
    expect(matchSuggestions(courses, "script", 8).map((c) => c.id)).toEqual([4]);
  });

  it("trims the typed text", () => {
    expect(matchSuggestions(courses, "  java  ", 8).map((c) => c.id)).toEqual([3, 4]);
  });

  it("returns nothing for no match", () => {
    expect(matchSuggestions(courses, "cobol", 8)).toEqual([]);
  });

  it("returns at most `limit` items, in order", () => {
    const many = Array.from({ length: 12 }, (_, i) => ({ id: i + 1, ictName: `Course ${i + 1}` }));
    const result = matchSuggestions(many, "course", MAX_SUGGESTIONS);
    expect(MAX_SUGGESTIONS).toBe(8);
    expect(result).toHaveLength(8);
    expect(result.map((c) => c.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(matchSuggestions(courses, "python", 2).map((c) => c.id)).toEqual([1, 2]);
  });

  it("returns nothing for empty or whitespace-only text", () => {
    expect(matchSuggestions(courses, "", 8)).toEqual([]);
    expect(matchSuggestions(courses, "   ", 8)).toEqual([]);
    expect(matchSuggestions(courses, "\t\n", 8)).toEqual([]);
  });
});

// Rules.ts formats these by arithmetic (a phone's first Intl formatter loads ICU data);
// what a visitor reads must stay what Intl writes, byte for byte.
describe("the arithmetic formatters equal Intl's output", () => {
  it("formatRupees = Intl en-IN over small, large, negative and fractional amounts", () => {
    const intl = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });
    const amounts = [0, -0, 0.4, -0.4, 0.5, 1, 9, 10, 99, 100, 999, 1000, 9999, 10_000, 99_999, 100_000, 999_999];
    for (let n = 1; n < 1e15; n *= 7) amounts.push(n, -n, n + 0.5, Math.floor(n * 1.37));
    for (const amount of amounts)
      expect(formatRupees(amount), String(amount)).toBe(`₹${intl.format(Math.round(amount))}`);
  });

  it("formatDate and dayInIndia = Intl en-GB / en-CA in Asia/Kolkata, every day of 1990–2040 and instants around IST midnight", () => {
    const enGb = new Intl.DateTimeFormat("en-GB", {
      day: "numeric",
      month: "short",
      year: "numeric",
      timeZone: "Asia/Kolkata",
    });
    const enCa = new Intl.DateTimeFormat("en-CA", {
      timeZone: "Asia/Kolkata",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    });
    // Gathered and compared once: an expect per value made this loop take seconds on a loaded machine.
    const ours: string[] = [];
    const intl: string[] = [];
    for (let t = Date.UTC(1990, 0, 1); t < Date.UTC(2041, 0, 1); t += 86_400_000) {
      const day = new Date(t).toISOString().slice(0, 10);
      ours.push(`${day}: ${formatDate(day)}`);
      intl.push(`${day}: ${enGb.format(new Date(`${day}T12:00:00+05:30`))}`);
      // 18:29:59.999 and 18:30 UTC: the last instant of an IST day and the first of the next.
      for (const instant of [new Date(t + 66_599_999), new Date(t + 66_600_000), new Date(t)]) {
        const at = instant.toISOString();
        ours.push(`${at}: ${dayInIndia(instant)} ${formatDate(instant)}`);
        intl.push(`${at}: ${enCa.format(instant)} ${enGb.format(instant)}`);
      }
    }
    expect(ours.length).toBe(4 * 18_628);
    expect(ours).toEqual(intl);
  }, 60_000);

  it("refuses an invalid date as Intl does", () => {
    expect(() => formatDate("not a date")).toThrow(RangeError);
    expect(() => dayInIndia(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe("seatCanBeSold", () => {
  it("sells a batch until its start day, then only up to the late-joining day staff set", () => {
    expect(seatCanBeSold({ startDate: "2026-12-01" }, "2026-11-30")).toBe(true);
    expect(seatCanBeSold({ startDate: "2026-12-01" }, "2026-12-01")).toBe(true);
    expect(seatCanBeSold({ startDate: "2026-12-01", lateJoinUntil: null }, "2026-12-02")).toBe(false);
    expect(seatCanBeSold({ startDate: "2026-12-01", lateJoinUntil: "2026-12-05" }, "2026-12-05")).toBe(true);
    expect(seatCanBeSold({ startDate: "2026-12-01", lateJoinUntil: "2026-12-05" }, "2026-12-06")).toBe(false);
  });
});

describe("describeSessionDays", () => {
  it("says weekend, weekdays or both, with the days in week order", () => {
    expect(describeSessionDays([7, 6, 6])).toBe("Weekend: Sat, Sun");
    expect(describeSessionDays([5, 1, 3])).toBe("Weekdays: Mon, Wed, Fri");
    expect(describeSessionDays([2, 6])).toBe("Weekdays and weekend: Tue, Sat");
    expect(describeSessionDays([])).toBeNull();
  });
});
