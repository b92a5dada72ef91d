// What each kind of course content shows in its list and asks for in its form.
import type { ContentKind } from "@skillbridge/core/admin/content";

export type FieldSpec = {
  name: string;
  label: string;
  control: "text" | "textarea" | "type" | "src";
  required: boolean;
  hint?: string;
};
export type ContentRow = { id: number } & Record<string, unknown>;

type KindSpec = {
  heading: string;
  one: string;
  empty: string;
  fields: FieldSpec[];
  summary: (item: ContentRow) => { title: string; detail?: string };
};

const str = (value: unknown) => (typeof value === "string" ? value : "");

export const kindSpecs: Record<ContentKind, KindSpec> = {
  modules: {
    heading: "Learning modules",
    one: "module",
    empty: "No learning modules yet: the course page shows its syllabus as empty.",
    fields: [
      { name: "moduleTitle", label: "Title", control: "text", required: true },
      { name: "moduleDesc", label: "Description", control: "textarea", required: false },
    ],
    summary: (item) => ({ title: str(item.moduleTitle), detail: str(item.moduleDesc) }),
  },
  benefits: {
    heading: "Benefits",
    one: "benefit",
    empty: "No benefits yet.",
    fields: [{ name: "benefitDesc", label: "Benefit", control: "textarea", required: true }],
    summary: (item) => ({ title: str(item.benefitDesc) }),
  },
  prerequisites: {
    heading: "Prerequisites",
    one: "prerequisite",
    empty: "No prerequisites yet.",
    fields: [{ name: "prDesc", label: "Prerequisite", control: "textarea", required: true }],
    summary: (item) => ({ title: str(item.prDesc) }),
  },
  faqs: {
    heading: "FAQs",
    one: "FAQ",
    empty: "No FAQs yet.",
    fields: [
      { name: "faq", label: "Question", control: "text", required: true },
      { name: "faqAnswer", label: "Answer", control: "textarea", required: true },
    ],
    summary: (item) => ({ title: str(item.faq), detail: str(item.faqAnswer) }),
  },
  materials: {
    heading: "Study materials",
    one: "study material",
    empty: "No study materials yet: enrolled learners see none.",
    fields: [
      { name: "SMName", label: "Name", control: "text", required: true },
      { name: "SMType", label: "Type", control: "type", required: true },
      {
        name: "SMSrc",
        label: "Link or file address",
        control: "src",
        required: true,
        hint: "Upload a PDF above, or enter a link starting with https://",
      },
    ],
    summary: (item) => ({ title: str(item.SMName), detail: `${str(item.SMType)} · ${str(item.SMSrc)}` }),
  },
};
