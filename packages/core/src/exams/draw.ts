// Which questions an attempt gets: drawn from the active questions of the chosen topics (every
// topic when none is chosen) by a shuffle driven by the attempt's seed alone, so the same attempt
// always draws the same questions, in the same order, never one twice.

/** A small, fast 32-bit generator (mulberry32): the same seed gives the same sequence everywhere. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export type DrawCandidate = { id: number; topic: string };

/** Topics compare without regard to case or edge spaces ("Networking " is "networking"). */
export const topicKey = (topic: string) => topic.trim().toLowerCase();

/**
 * Up to `count` question ids from the pool, in drawn order. The pool is sorted by id first, so the
 * order a database returns rows in never changes the draw.
 */
export function drawQuestions(seed: number, pool: readonly DrawCandidate[], count: number, topics: readonly string[]) {
  const wanted = new Set(topics.map(topicKey).filter(Boolean));
  const ids = [...new Set(pool.filter((q) => wanted.size === 0 || wanted.has(topicKey(q.topic))).map((q) => q.id))];
  ids.sort((a, b) => a - b);
  const random = seededRandom(seed);
  for (let i = ids.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [ids[i], ids[j]] = [ids[j]!, ids[i]!];
  }
  return ids.slice(0, Math.max(0, count));
}
