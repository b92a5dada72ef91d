// The demo's business settings (seller details on invoices): clearly fictional — an example address, a GSTIN built on
// the placeholder PAN ABCDE1234F (valid check character, so the forms accept it), an @example UPI
// address and an example bank. A real site enters its own in the back office.
export const demoBusinessSettings = {
  legalName: "SkillBridge Academy Private Limited (demo)",
  address: "Demo address — 12 Example Road, Koramangala, Bengaluru, Karnataka 560034",
  stateCode: "29",
  gstin: "29ABCDE1234F1ZW",
  upiVpa: "skillbridge.demo@example",
  payeeName: "SkillBridge Academy (demo)",
  bankAccountName: "SkillBridge Academy Private Limited (demo)",
  bankAccountNumber: "000000001234",
  bankIfsc: "EXMP0000001",
  bankName: "Example Bank (demo)",
  lutNumber: null,
  signatoryName: "Priya Raman (demo)",
  invoicePrefix: "SB",
};
