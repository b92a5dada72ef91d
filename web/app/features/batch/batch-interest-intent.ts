/** The intent a "Tell me when a batch opens" post carries to the course page's action. */
export const BATCH_INTEREST_INTENT = "batch-interest";
