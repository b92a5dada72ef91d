// Courses and domains for component tests (never the demo seed).
import type { CourseListItem, Domain } from "@skillbridge/core/schemas";

const TYPES = ["Certificate Course", "Corporate Training", "Industrial Training", "Internship"] as const;

export function makeCourses(count: number): CourseListItem[] {
  return Array.from({ length: count }, (_, index) => {
    const id = index + 1;
    return {
      id,
      ictName: `Course ${id} ${id % 2 === 0 ? "Cloud" : "Security"}`,
      ictType: TYPES[index % TYPES.length] ?? "Certificate Course",
      ictSDesc: "",
      ictDesc: `Description of course ${id}.`,
      ictImg: "/images/courses/cloud.svg",
      status: "A",
      domainId: id % 2 === 0 ? 1 : 4,
      hoursData: { id, ictId_id: id, TrainingHour: 10 * (index % 10), LabHour: 5 },
      costData: null,
      facts: { nextBatch: null, popularity: 0, rating: null, coverToken: null },
    };
  });
}

export const testDomains: Domain[] = [
  { id: 1, domain: "Cloud Computing", status: "A", icon: "cloud" },
  { id: 4, domain: "Cyber Security", status: "A", icon: null },
];

/** A stand-in IntersectionObserver the test drives: call `setNear(true)` to reach the bottom. */
export class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly targets = new Set<Element>();
  readonly callback: IntersectionObserverCallback;
  readonly options?: IntersectionObserverInit;
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.callback = callback;
    this.options = options;
    FakeIntersectionObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
  }
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
  static setNear(isIntersecting: boolean) {
    for (const observer of FakeIntersectionObserver.instances) {
      const entries = [...observer.targets].map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
      if (entries.length) observer.callback(entries, observer as unknown as IntersectionObserver);
    }
  }
}
