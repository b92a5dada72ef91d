// What the payments page's tables share: how a payment method is named, and when something
// happened (IST, as every time in the back office).

export const methodLabels: Record<string, string> = {
  upi: "UPI",
  bank: "Bank transfer",
  razorpay: "Razorpay",
  cash: "Cash",
  cheque: "Cheque",
};

/** One formatter, kept: making one per call costs a formatter each time. */
export const when = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Asia/Kolkata",
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});
