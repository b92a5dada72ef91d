// No personal data in a log line. A URL's query may hold what a visitor typed (a form
// sent as GET by an old page, a crawler's replay, a hostile link): its values are redacted when
// the parameter's name says it may be personal or secret, or when the value looks like an e-mail
// address or a phone number, whatever its name.
const SENSITIVE_NAME = /pass|pwd|email|mail|contact|phone|mobile|token|code|secret|otp|name|key/i;
const EMAIL_LIKE = /@|%40/;
const PHONE_LIKE = /^[+\s().-]*(?:\d[\s().-]*){7,}$/;

const PASSWORD_NAME = /password|passwd|passphrase|^pass$|^pwd$/i;

export const REDACTED = "[redacted]";

function redactValue(name: string, value: string): boolean {
  if (SENSITIVE_NAME.test(name)) return true;
  let decoded = value;
  try {
    decoded = decodeURIComponent(value.replaceAll("+", " "));
  } catch {
    // keep the raw text
  }
  return EMAIL_LIKE.test(decoded) || PHONE_LIKE.test(decoded);
}

/**
 * Path segments that are a key by themselves: the private calendar feed's token
 * (`/calendar/{token}.ics`) and a certificate's verification code (`/verify/{code}`,
 * `/api/certificates/verify/{code}`), which lets whoever holds it read the learner's name and
 * certificate.
 */
const KEY_AFTER = new Set(["calendar", "verify"]);

/** A path with each segment that holds an e-mail address (the contract's
 * `/api/learners/email/{email}/…`), a phone number or a key (KEY_AFTER) replaced. */
function redactPath(path: string): string {
  return path
    .split("/")
    .map((segment, index, all) =>
      segment && (redactValue("", segment) || KEY_AFTER.has(all[index - 1] ?? "")) ? REDACTED : segment,
    )
    .join("/");
}

/** The URL (path and query) as it may be logged: each sensitive path segment and query value replaced. */
export function redactUrl(url: string): string {
  const mark = url.indexOf("?");
  if (mark === -1) return redactPath(url);
  const query = url
    .slice(mark + 1)
    .split("&")
    .map((pair) => {
      const equals = pair.indexOf("=");
      if (equals === -1) return pair;
      const name = pair.slice(0, equals);
      let decodedName = name;
      try {
        decodedName = decodeURIComponent(name);
      } catch {
        // keep the raw name
      }
      return redactValue(decodedName, pair.slice(equals + 1)) ? `${name}=${REDACTED}` : pair;
    })
    .join("&");
  return `${redactPath(url.slice(0, mark))}?${query}`;
}

/** Whether a query string names a password (such a request is refused, see no-secrets-in-urls.ts). */
export function queryHasPassword(url: string): boolean {
  const mark = url.indexOf("?");
  if (mark === -1) return false;
  for (const pair of url.slice(mark + 1).split("&")) {
    let name = pair.split("=", 1)[0] ?? "";
    try {
      name = decodeURIComponent(name);
    } catch {
      // keep the raw name
    }
    if (PASSWORD_NAME.test(name)) return true;
  }
  return false;
}
