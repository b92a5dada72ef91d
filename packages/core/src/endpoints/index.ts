// The endpoint map (issue 12): every API call, declared once, grouped by the module that serves it.
export * from "./course.ts";
