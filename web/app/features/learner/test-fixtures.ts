// Records shaped like the API's answers, for the component tests of this feature.
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
