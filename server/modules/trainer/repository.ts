// Trainers staff manage, and the batches they teach (batch_trainers).
import { type AdminTrainer, certificationList, type TrainerInput } from "@skillbridge/core/admin/trust";
import { asc, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { batchTrainers, trainers, trainingCards } from "../../db/schema.ts";

const columns = {
  id: trainers.id,
  name: trainers.name,
  photo: trainers.photo,
  bio: trainers.bio,
  years: trainers.years,
  certifications: trainers.certifications,
  linkedinUrl: trainers.linkedinUrl,
  status: trainers.status,
  batchIds: sql<number[]>`coalesce((select array_agg(bt.training_card_id order by bt.training_card_id)
    from batch_trainers bt where bt.trainer_id = ${trainers.id}), '{}')`,
};
type Row = { [K in keyof typeof columns]: unknown } & { id: number; certifications: string; status: string };

function toTrainer(row: Row): AdminTrainer {
  return {
    id: row.id,
    name: String(row.name),
    photo: String(row.photo),
    bio: String(row.bio),
    years: Number(row.years),
    certifications: certificationList(row.certifications),
    linkedinUrl: String(row.linkedinUrl),
    status: row.status as AdminTrainer["status"],
    batchIds: (row.batchIds as (number | string)[]).map(Number),
  };
}

/** The stored values of a payload: blanks for what is left out on create, nothing for an edit. */
function values(input: Partial<TrainerInput>) {
  const { name, photo, bio, years, certifications, linkedinUrl, status } = input;
  return Object.fromEntries(
    Object.entries({
      name,
      photo,
      bio,
      years: years === undefined ? undefined : Number(years),
      certifications,
      linkedinUrl,
      status,
    }).filter(([, value]) => value !== undefined),
  );
}

export const trainerRepository = {
  async list(db: Executor): Promise<AdminTrainer[]> {
    const rows = await db.select(columns).from(trainers).orderBy(asc(trainers.name), asc(trainers.id));
    return rows.map(toTrainer);
  },

  async find(db: Executor, id: number): Promise<AdminTrainer | null> {
    const [row] = await db.select(columns).from(trainers).where(eq(trainers.id, id));
    return row ? toTrainer(row) : null;
  },

  async insert(db: Executor, input: TrainerInput): Promise<AdminTrainer> {
    const [row] = await db
      .insert(trainers)
      .values({ name: input.name, ...values(input) })
      .returning({ id: trainers.id });
    const created = row && (await this.find(db, row.id));
    if (!created) throw new Error("trainer insert returned nothing");
    return created;
  },

  async update(db: Executor, id: number, input: Partial<TrainerInput>): Promise<AdminTrainer | null> {
    const changes = values(input);
    if (Object.keys(changes).length > 0) await db.update(trainers).set(changes).where(eq(trainers.id, id));
    return this.find(db, id);
  },

  async batchExists(db: Executor, id: number): Promise<boolean> {
    const [row] = await db.select({ id: trainingCards.id }).from(trainingCards).where(eq(trainingCards.id, id));
    return Boolean(row);
  },

  async ofBatch(db: Executor, cardId: number): Promise<number[]> {
    const rows = await db
      .select({ id: batchTrainers.trainerId })
      .from(batchTrainers)
      .where(eq(batchTrainers.trainingCardId, cardId))
      .orderBy(asc(batchTrainers.trainerId));
    return rows.map((row) => row.id);
  },

  /** Replaces a batch's trainers; false when one of them does not exist. */
  async setForBatch(db: Executor, cardId: number, trainerIds: number[]): Promise<boolean> {
    const wanted = [...new Set(trainerIds)];
    if (wanted.length) {
      const found = await db.select({ id: trainers.id }).from(trainers).where(inArray(trainers.id, wanted));
      if (found.length !== wanted.length) return false;
    }
    await db.delete(batchTrainers).where(eq(batchTrainers.trainingCardId, cardId));
    if (wanted.length) {
      await db.insert(batchTrainers).values(wanted.map((trainerId) => ({ trainingCardId: cardId, trainerId })));
    }
    return true;
  },
};
