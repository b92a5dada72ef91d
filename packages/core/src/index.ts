export * from "./api-client.ts";
export * from "./back-office.ts";
export * from "./catalogue-filter.ts";
export * from "./constants.ts";
export * from "./messages.ts";
export * from "./rules.ts";
export * from "./schemas.ts";
