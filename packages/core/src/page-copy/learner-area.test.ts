// The learner area's catalogue repeats the texts the account schemas and the API write (a page
// shows them in its language by finding them there): they must stay the same texts.
import { describe, expect, it } from "vitest";
import { accountMessages } from "../account/schemas.ts";
import { attendanceMessages, checkInCodeSchema } from "../attendance/rules.ts";
import { passwordMessages } from "../messages.ts";
import { learnerAreaCopy } from "./learner-area.ts";

describe("the learner area's copy of the server's messages", () => {
  it("has Account Settings' answers word for word", () => {
    const { messages } = learnerAreaCopy.account;
    for (const key of Object.keys(messages)) {
      if (key in accountMessages) {
        expect(messages[key as keyof typeof messages]).toBe(accountMessages[key as keyof typeof accountMessages]);
      }
    }
    expect(Object.keys(messages).filter((key) => key in accountMessages).length).toBeGreaterThan(15);
  });

  it("has the password reset's answer word for word", () => {
    expect(learnerAreaCopy.forgot.messages.sent).toBe(passwordMessages.resetSent);
  });

  it("has the check-in code's checks word for word", () => {
    const issue = (value: string) => checkInCodeSchema.safeParse(value).error?.issues[0]?.message;
    expect(issue("AB")).toBe(learnerAreaCopy.attendance.messages.codeLength);
    expect(issue("AB-C#D")).toBe(learnerAreaCopy.attendance.messages.codeChars);
    const { codeLength: _length, codeChars: _chars, ...refusals } = learnerAreaCopy.attendance.messages;
    for (const [key, text] of Object.entries(refusals)) {
      expect(text).toBe(attendanceMessages[key as keyof typeof attendanceMessages]);
    }
  });
});
