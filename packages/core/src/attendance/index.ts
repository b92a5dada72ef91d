// Attendance per live session: rules, the CSV file's rows, and the API's shapes.
export * from "./csv.ts";
export * from "./rules.ts";
export * from "./schemas.ts";
