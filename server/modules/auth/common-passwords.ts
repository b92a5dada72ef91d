// ASVS v5 6.2.4: new passwords are checked against a list of common passwords. The list
// (common-passwords.txt) is the public "10 million passwords" top 1,000 (SecLists, MIT) plus a
// few local ones (the site's name, "@123" habits); compared case-insensitively.
import { readFileSync } from "node:fs";

let list: Set<string> | null = null;

function commonPasswords(): Set<string> {
  list ??= new Set(
    readFileSync(new URL("./common-passwords.txt", import.meta.url), "utf8")
      .split(/\r?\n/)
      .map((line) => line.trim().toLowerCase())
      .filter(Boolean),
  );
  return list;
}

export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}

export function commonPasswordCount(): number {
  return commonPasswords().size;
}
