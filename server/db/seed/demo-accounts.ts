// The demo accounts of the contract ("Demo data"): their passwords are published in the README, so
// they belong on a demo only: seeded only with DEMO_DATA, and the server warns at start-up when
// they exist on a public site.
export const DEMO_PASSWORD = "Demo@12345";
export const DEMO_LEARNER_EMAILS = ["demo.learner@example.com", "second.learner@example.com"] as const;
export const DEMO_STAFF = { email: "demo.staff@example.com", password: "Staff@12345", name: "Priya Menon" };
export const DEMO_ACCOUNT_EMAILS = [...DEMO_LEARNER_EMAILS, DEMO_STAFF.email];
