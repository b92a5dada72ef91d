// Where a logged change can be looked at in the back office: the record's own page when there is
// one, else the list it lives in. Content rows (FAQs, modules…) lead to their course's content.
import type { AuditEntry } from "@skillbridge/core/back-office";
import { INBOX_TYPES } from "@skillbridge/core/constants";

const lists: Record<string, string> = {
  event: "/admin/events",
  testimonial: "/admin/testimonials",
  bundle: "/admin/bundles",
  staff: "/admin/staff",
  domain: "/admin/domains",
  outbox: "/admin/outbox",
  feedback: "/admin/feedback",
  site_settings: "/admin/site-settings",
};

function field(entry: AuditEntry, name: string): unknown {
  for (const snapshot of [entry.after, entry.before]) {
    if (snapshot && typeof snapshot === "object" && name in snapshot)
      return (snapshot as Record<string, unknown>)[name];
  }
  return undefined;
}
const idOf = (value: unknown) =>
  typeof value === "number" || (typeof value === "string" && /^\d+$/.test(value)) ? String(value) : null;

export function entityHref(entry: AuditEntry): string | null {
  const id = entry.entityId && /^\d+$/.test(entry.entityId) ? entry.entityId : null;
  if (entry.entity === "course") return id ? `/admin/courses/${id}` : "/admin/courses";
  if (entry.entity === "batch") return id ? `/admin/batches/${id}` : null;
  if (entry.entity === "lead") return id ? `/admin/inbox/lead/${id}` : null;
  if (entry.entity === "enquiry") {
    const type = field(entry, "type") ?? field(entry, "kind");
    return id && typeof type === "string" && (INBOX_TYPES as readonly string[]).includes(type)
      ? `/admin/inbox/${type}/${id}`
      : null;
  }
  if (lists[entry.entity]) return lists[entry.entity]!;
  const batchId = idOf(field(entry, "trainingCardId") ?? field(entry, "trainingId") ?? field(entry, "batchId"));
  if (batchId) return `/admin/batches/${batchId}`;
  const courseId = idOf(field(entry, "courseId") ?? field(entry, "ictId"));
  if (courseId) return `/admin/courses/${courseId}/content`;
  return null;
}

/** The top-level fields that differ between before and after, as short texts. */
export function changedFields(before: unknown, after: unknown): { name: string; from: string; to: string }[] {
  const isObject = (value: unknown): value is Record<string, unknown> =>
    Boolean(value) && typeof value === "object" && !Array.isArray(value);
  if (!isObject(before) || !isObject(after)) return [];
  const short = (value: unknown) => {
    const text = value === undefined ? "—" : typeof value === "string" ? value : JSON.stringify(value);
    return text.length > 80 ? `${text.slice(0, 80)}…` : text;
  };
  return [...new Set([...Object.keys(before), ...Object.keys(after)])]
    .filter((name) => JSON.stringify(before[name]) !== JSON.stringify(after[name]))
    .map((name) => ({ name, from: short(before[name]), to: short(after[name]) }));
}
