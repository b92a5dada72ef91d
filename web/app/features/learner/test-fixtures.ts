// Records shaped like the API's answers, for the component tests of this feature.
import type { Account } from "@skillbridge/core";
import type { Enrolment, Learner } from "@skillbridge/core/schemas";

export function aLearner(overrides: Partial<Learner> = {}): Learner {
  return {
    id: 7,
    firstName: "Ananya",
    lastName: "Sharma",
    username: "ananya.sharma",
    email: "ananya@example.com",
    contact: "+91 98450 12345",
    orgName: "Infosys Ltd",
    countryName: "India",
    status: "A",
    createdAt: "2025-12-05T06:00:00.000Z",
    ...overrides,
  };
}

export function anEnrolment(overrides: Partial<Enrolment["trainingCard"]> = {}, id = 31): Enrolment {
  return {
    id,
    createdAt: "2026-01-02T06:30:00.000Z",
    trainingCard: {
      id: 12,
      ictId_id: 3,
      ictName: "Certified Ethical Hacker (CEH v13)",
      ictHours: 40,
      ictLocation: "Online",
      ictStudyMode: "Online",
      batchStartDate: "2026-01-10",
      batchEndDate: "2026-02-20",
      batchStartTime: "10:00:00",
      batchEndTime: "13:00:00",
      status: "A",
      ...overrides,
    },
  };
}

/** The learner's Account Settings, with this session and one other. */
export function anAccount(overrides: Partial<Account> = {}): Account {
  return {
    profile: {
      firstName: "Ananya",
      lastName: "Sharma",
      email: "ananya@example.com",
      contact: "+91 98450 12345",
      orgName: "Infosys Ltd",
      countryName: "India",
      stateCode: "29",
    },
    sessions: [
      {
        id: "s-here",
        current: true,
        startedAt: "2026-02-01T04:30:00.000Z",
        device: "Chrome on Windows",
        network: "203.0.113.x",
      },
      { id: "s-phone", current: false, startedAt: "2026-01-30T13:00:00.000Z", device: "Safari on iOS", network: null },
    ],
    reminders: true,
    language: "en",
    calendarToken: "c".repeat(43),
    erasureRequestedAt: null,
    pendingEmail: null,
    ...overrides,
  };
}
