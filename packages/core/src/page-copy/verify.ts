// The certificate check's visitor copy (/verify and /verify/{code}), in the message catalogue:
// the pages, the code and credential forms and what they answer. "{…}" marks what is filled in
// (fillCopy). The server's messages these pages show are under `messages`: a translated page
// shows its own for each, and any other message as it came.
import { certificateMessages } from "../certificate/schemas.ts";

export const verifyCopy = {
  title: "Verify a certificate",
  description: "Check that a {site} certificate is genuine: enter the code printed on it.",
  resultDescription: "Whether a {site} certificate is genuine and valid.",
  intro: "Enter the code printed on a {site} certificate to see whether it is genuine and still valid.",
  resultTitle: "Certificate verification",
  checkAnother: "Check another code",
  codeLabel: "Certificate code",
  codeHint: "The 16 letters and digits printed on the certificate. Case, spaces and hyphens do not matter.",
  verify: "Verify",
  credentialTitle: "Check a digital credential",
  credentialLabel: "Credential file (.json)",
  checkCredential: "Check credential",
  signatureValid: "Signature valid: this credential was issued by us and has not been changed.",
  signatureInvalid: "Signature not valid: this file was changed, or it was not issued by us.",
  statusValid: "The certificate is valid.",
  statusRevoked: "The certificate was revoked on {date}.",
  statusUnknown: "No certificate of ours matches this credential.",
  earlierDate: "an earlier date",
  valid: "Valid certificate",
  revoked: "Revoked certificate: revoked on {date}",
  awardedTo: "Awarded to",
  course: "Course",
  hours: "Hours",
  hoursValue: "{total} hours ({training} training + {lab} lab)",
  batch: "Batch",
  issuedOn: "Issued on",
  issuedBy: "Issued by",
  code: "Code",
  messages: {
    codeMistyped: certificateMessages.codeMistyped,
    codeMalformed: certificateMessages.codeMalformed,
    codeUnknown: certificateMessages.codeUnknown,
    credentialNotJson: certificateMessages.credentialNotJson,
    unavailable: "The code could not be checked just now. Try again in a minute.",
    credentialUnavailable: "The credential could not be checked just now. Try again in a minute.",
  },
} as const;
