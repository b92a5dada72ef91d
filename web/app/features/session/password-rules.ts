// The new-password rules of ASVS v5 §6.2 as the form explains and checks them before sending;
// the server checks the same length and, in addition, its list of common passwords.
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@skillbridge/core/constants";
import { passwordMessages } from "@skillbridge/core/messages";

/** Characters as people count them (an emoji is one). */
export const characterCount = (password: string) => [...password].length;

export function newPasswordError(password: string, confirmation: string): { password?: string; confirm?: string } {
  const length = characterCount(password);
  if (length < PASSWORD_MIN_LENGTH) return { password: passwordMessages.tooShort };
  if (length > PASSWORD_MAX_LENGTH) return { password: passwordMessages.tooLong };
  if (password !== confirmation) return { confirm: "The two passwords are not the same" };
  return {};
}
