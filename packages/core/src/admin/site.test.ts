// Events are instants entered and shown in India Standard Time; pictures are uploaded addresses.
import { describe, expect, it } from "vitest";
import { bundleIconField } from "./bundle.ts";
import { eventInputSchema, eventUpdateSchema } from "./event.ts";
import { instantToIstLocal, istLocalToInstant, pictureField } from "./site.ts";

describe("IST wall clock ↔ instant", () => {
  it("reads a datetime-local value as IST (UTC+05:30) and back", () => {
    expect(istLocalToInstant("2026-05-01T10:00")).toBe("2026-05-01T04:30:00.000Z");
    expect(istLocalToInstant("2026-01-01T03:00")).toBe("2025-12-31T21:30:00.000Z");
    expect(instantToIstLocal("2025-12-31T21:30:00.000Z")).toBe("2026-01-01T03:00");
    expect(instantToIstLocal(new Date("2026-05-01T18:29:00Z"))).toBe("2026-05-01T23:59");
  });

  it("refuses times that do not exist", () => {
    for (const value of [
      "2026-02-30T10:00",
      "2026-13-01T10:00",
      "2026-05-01T24:00",
      "2026-05-01T10:60",
      "2026-05-01",
      "",
    ]) {
      expect(istLocalToInstant(value), value).toBeNull();
    }
  });
});

describe("fields", () => {
  it("a picture is an uploaded or site address, or https; never another scheme", () => {
    for (const ok of ["", "/media/12-ab12cd34.png", "/images/people/a.svg", "https://cdn.example.in/a.png"]) {
      expect(pictureField.safeParse(ok).success, ok).toBe(true);
    }
    for (const bad of [
      "javascript:alert(1)",
      "//evil.example/a.png",
      "http://x.example/a.png",
      "/a b.png",
      "data:image/png;base64,AA",
    ]) {
      expect(pictureField.safeParse(bad).success, bad).toBe(false);
    }
  });

  it("a bundle icon is a site icon's name or a picture", () => {
    for (const ok of ["", "cloud", "fa-solid fa-cloud", "/media/3-aa.png"])
      expect(bundleIconField.safeParse(ok).success, ok).toBe(true);
    for (const bad of ["<svg>", "javascript:x", "Cloud!"])
      expect(bundleIconField.safeParse(bad).success, bad).toBe(false);
  });

  it("a partial event update sets only what it names", () => {
    expect(eventUpdateSchema.parse({ status: "I" })).toEqual({ status: "I" });
    expect(eventUpdateSchema.safeParse({}).success).toBe(false);
    const messages = eventInputSchema
      .safeParse({ title: " ", startsAt: "soon", durationMinutes: 0 })
      .error?.issues.map((i) => i.message);
    expect(messages).toEqual([
      "Title is required",
      "Enter a date and time (IST), e.g. 2026-05-01 10:00",
      "The duration must be at least 1 minute",
    ]);
  });
});
