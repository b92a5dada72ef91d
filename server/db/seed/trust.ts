// Demo data that lets a visitor judge a course: trainers attached to the batches of some courses, and reviews —
// real feedback rows of demo reviewer learners (accounts without a password, so nobody signs in
// as them; their addresses say "demo") who agreed to publish it, approved by the demo staff.
import { eq } from "drizzle-orm";
import type { Tx } from "../client.ts";
import * as t from "../schema.ts";

type Placed = { id: number; start: string; end: string };

const TRAINERS = [
  {
    name: "Arjun Mehta",
    bio: "Cloud architect who has moved banking and retail workloads to AWS and Azure. Teaches with real migration stories and hands-on labs.",
    years: 14,
    certifications:
      "AWS Certified Solutions Architect – Professional\nMicrosoft Certified: Azure Solutions Architect Expert",
    linkedinUrl: "https://www.linkedin.com/in/demo-arjun-mehta",
    courses: ["aws-solutions-architect", "aws-cloud-practitioner", "azure-administrator-az104"],
  },
  {
    name: "Kavitha Raghavan",
    bio: "Security consultant and former SOC lead; runs red-team exercises for Indian enterprises.",
    years: 11,
    certifications: "CEH Master\nCISSP\nOSCP",
    linkedinUrl: "https://www.linkedin.com/in/demo-kavitha-raghavan",
    courses: ["ceh-v13", "comptia-security-plus", "soc-analyst-bootcamp"],
  },
  {
    name: "Sandeep Kulkarni",
    bio: "Network engineer with campus and data-centre deployments across Pune and Hyderabad.",
    years: 16,
    certifications: "CCNP Enterprise\nCCNA",
    linkedinUrl: "https://www.linkedin.com/in/demo-sandeep-kulkarni",
    courses: ["ccna-200-301", "ccnp-enterprise-encor", "comptia-network-plus"],
  },
  {
    name: "Farah Siddiqui",
    bio: "Data scientist who builds forecasting and NLP models; mentors freshers through their first projects.",
    years: 8,
    certifications: "Microsoft Certified: Power BI Data Analyst Associate\nTensorFlow Developer Certificate",
    linkedinUrl: "https://www.linkedin.com/in/demo-farah-siddiqui",
    courses: ["python-data-science", "machine-learning-python", "power-bi-analysts"],
  },
];

const REVIEWERS = [
  { firstName: "Priya", lastName: "Nair" },
  { firstName: "Karthik", lastName: "Subramanian" },
  { firstName: "Neha", lastName: "Gupta" },
  { firstName: "Imran", lastName: "Khan" },
];

/** [course, reviewer index, rating, text]: what each demo reviewer said (all approved). */
const REVIEWS: [string, number, number, string][] = [
  [
    "aws-solutions-architect",
    0,
    5,
    "The labs were close to what we do at work. The mock exams helped me pass on the first attempt.",
  ],
  [
    "aws-solutions-architect",
    1,
    4,
    "Good depth on networking and cost. Weekend sessions were a little long, but the recordings made up for it.",
  ],
  ["aws-solutions-architect", 2, 5, "Clear explanations and patient doubt-clearing after every session."],
  [
    "ccna-200-301",
    3,
    4,
    "Plenty of Packet Tracer practice. I would have liked one more revision class before the exam.",
  ],
  ["ccna-200-301", 0, 5, "Subnetting finally makes sense to me. Very practical trainer."],
  ["ceh-v13", 2, 4, "Hands-on tools every week; the capture-the-flag day was the best part."],
  ["python-data-science", 1, 5, "From zero to my first pandas project in a month. Well paced for beginners."],
];

export async function seedTrust(
  tx: Tx,
  options: {
    batchesByCourse: Map<string, Placed[]>;
    staffId: number;
    today: string;
    instant: (day: string, time: string) => Date;
    /** Gives a batch its sessions when it has none yet (a reviewer's past batch). */
    scheduleBatch: (batchId: number) => Promise<void>;
  },
): Promise<void> {
  const { batchesByCourse, staffId, today, instant } = options;
  for (const trainer of TRAINERS) {
    const { courses, ...profile } = trainer;
    const [row] = await tx.insert(t.trainers).values(profile).returning({ id: t.trainers.id });
    const batchIds = courses.flatMap((key) => (batchesByCourse.get(key) ?? []).map((batch) => batch.id));
    if (row && batchIds.length) {
      await tx
        .insert(t.batchTrainers)
        .values(batchIds.map((trainingCardId) => ({ trainingCardId, trainerId: row.id })));
    }
  }

  const reviewers = await tx
    .insert(t.learners)
    .values(
      REVIEWERS.map((person, index) => ({
        ...person,
        email: `demo.reviewer${index + 1}@example.com`,
        countryName: "India",
      })),
    )
    .returning({ id: t.learners.id });
  const enrolled = new Set<string>();
  for (const [courseKey, reviewer, rating, message] of REVIEWS) {
    const learner = reviewers[reviewer];
    const past = (batchesByCourse.get(courseKey) ?? []).find((batch) => batch.start < today);
    const courseId = past && (await courseOf(tx, past.id));
    if (!learner || !past || !courseId) continue;
    if (!enrolled.has(`${learner.id}:${past.id}`)) {
      enrolled.add(`${learner.id}:${past.id}`);
      // Enrolled a week before the batch started (a certificate goes only to learners who joined
      // before a batch ended).
      await tx.insert(t.enrolments).values({
        learnerId: learner.id,
        trainingCardId: past.id,
        completed: true,
        createdAt: new Date(new Date(`${past.start}T12:00:00+05:30`).getTime() - 7 * 86_400_000),
      });
      await options.scheduleBatch(past.id);
    }
    const day = [past.end, today].sort()[0]!;
    await tx.insert(t.feedbacks).values({
      learnerId: learner.id,
      trainingCardId: past.id,
      courseId,
      message,
      rating,
      submittedAt: instant(day, "18:00"),
      publishConsent: true,
      approvedAt: instant(day, "18:00"),
      approvedBy: staffId,
    });
  }
}

async function courseOf(tx: Tx, cardId: number): Promise<number | null> {
  const [row] = await tx
    .select({ id: t.trainingCards.courseId })
    .from(t.trainingCards)
    .where(eq(t.trainingCards.id, cardId));
  return row?.id ?? null;
}
