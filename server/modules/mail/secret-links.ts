// A link that carries a secret (a set-password or reset token) belongs to its recipient's
// mailbox only. Every staff view of a mail shows it with the secret hidden, so no staff member can
// take over a learner's account by reading the outbox.
export const HIDDEN_SECRET = "[hidden — only the recipient's mailbox holds this link]";

const SECRET_PARAMETER = /([?&](?:token|code|secret|key)=)[^\s&#"'<>)]+/gi;

/** The text with the value of every secret-bearing URL parameter hidden. */
export function hideSecretLinks(text: string): string {
  return text.replace(SECRET_PARAMETER, `$1${HIDDEN_SECRET}`);
}
