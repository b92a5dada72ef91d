// The endpoint map (issue 12): every API call, declared once, grouped by the module that serves it.

export * from "./bundle.ts";
export * from "./course.ts";
export * from "./domain.ts";
export * from "./event.ts";
export * from "./testimonial.ts";
