// What the payment paths answer a payer or staff member in words when they refuse.

export const paymentMessages = {
  notConfigured: "Payments are not set up yet: an admin must fill in the business settings first",
  noBatch: "This enrolment names no batch",
  noFee: "This batch has no fee to pay: contact us for the fee structure",
  alreadyPaid: "This enrolment is already paid",
  notOpen: "This payment link is no longer open",
  utrReceived:
    "We have already received this UTR for this payment: we will check it against our bank statement and mail your tax invoice.",
  utrDisputed:
    "This UTR was already entered for another payment. If you made this payment, there is nothing more to do: our staff have been told, will check it against our bank statement and will contact you. Keep your bank's message.",
  claimOpen:
    "A UTR you entered for this payment is still waiting for our check: we confirm it against our bank statement. If it was wrong, contact us rather than entering another.",
  disputeOpen:
    "A UTR you entered for this payment is already being looked into by our staff: they will contact you. Contact us if you need to add anything.",
  notPending: "This payment is not waiting for confirmation",
  requestPaid: "This enrolment is already paid: the payment must be refunded, not confirmed",
  ownGstin: "This is our own GSTIN, not yours: enter your company's GSTIN, or leave it empty if you pay for yourself",
  batchStarted: "This batch has started and late joining is not allowed: no fee can be asked for it",
  seatGone:
    "Your payment arrived when no seat was left: we hold it for refund, so do not pay again. Should a seat free up first, it is yours with that payment.",
} as const;
