import { useEffect, useState } from "react";

/** The visitor's IANA time zone, known only after hydration (null on the server and first render). */
export function useVisitorTimeZone(): string | null {
  const [zone, setZone] = useState<string | null>(null);
  useEffect(() => {
    setZone(Intl.DateTimeFormat().resolvedOptions().timeZone ?? null);
  }, []);
  return zone;
}
