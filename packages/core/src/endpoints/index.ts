// The endpoint map (issue 12): every API call, declared once, grouped by the module that serves it.

export * from "./account.ts";
export * from "./audit.ts";
export * from "./auth.ts";
export * from "./batch.ts";
export * from "./bundle.ts";
export * from "./certificate.ts";
export * from "./course.ts";
export * from "./course-content.ts";
export * from "./course-page.ts";
export * from "./dashboard.ts";
export * from "./domain.ts";
export * from "./enquiry.ts";
export * from "./event.ts";
export * from "./feedback.ts";
export * from "./health.ts";
export * from "./inbox.ts";
export * from "./lead.ts";
export * from "./learner.ts";
export * from "./mail.ts";
export * from "./media.ts";
export * from "./payment.ts";
export * from "./reconciliation.ts";
export * from "./staff-admin.ts";
export * from "./testimonial.ts";
export * from "./trust.ts";
