// Messages the shared schemas and the server write in English (a field's error, a refusal), shown
// in the page's language: kept apart from copy.tsx so only the forms' own chunks carry it.
import type { Dictionary } from "@skillbridge/core/i18n/dictionary";
import { useCallback } from "react";
import { useCopy } from "./copy";

/**
 * A message a schema or the server wrote in English (a field's error, a refusal), in the page's
 * language when the section's `messages` or `required` tables have it; any other message as it came.
 */
export function useMessageText<K extends keyof Dictionary>(
  section: K,
  english: Dictionary[K] & { messages: Record<string, string>; required?: Record<string, string> },
): (message: string) => string {
  const translated = useCopy(section, english) as typeof english;
  return useCallback(
    (message: string) => {
      for (const table of ["messages", "required"] as const) {
        const source = english[table] ?? {};
        const key = Object.keys(source).find((name) => source[name] === message);
        if (key) return translated[table]?.[key] ?? message;
      }
      return message;
    },
    [english, translated],
  );
}
