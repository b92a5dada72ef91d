// Question banks, practice tests and timed exams: the rules shared by server and web.
export * from "./draw.ts";
export * from "./insight.ts";
export * from "./question-csv.ts";
export * from "./question-schema.ts";
export * from "./scoring.ts";
export * from "./test-schema.ts";
