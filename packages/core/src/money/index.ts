export * from "./amount-in-words.ts";
export * from "./document-number.ts";
export * from "./gst.ts";
export * from "./gstin.ts";
export * from "./payment-schemas.ts";
export * from "./states.ts";
export * from "./upi.ts";
