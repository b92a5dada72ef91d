// PostgreSQL's LISTEN/NOTIFY, for messages between server processes on one database (
// a staff change reaches the page caches of every worker and every process when there is no
// Redis). A notification is delivered to every connection listening on the channel of the same
// database, after the sending transaction commits; none is kept for a listener that is away.
import pg from "pg";

/** One channel per database: NOTIFY never leaves the database it is sent in. */
export const PUBLIC_CHANGE_CHANNEL = "skillbridge_public_change";

/** Sends `payload` to every listener of the channel (its own connection from the pool). */
export async function notify(pool: pg.Pool, channel: string, payload: string): Promise<void> {
  await pool.query("select pg_notify($1, $2)", [channel, payload]);
}

/** A dedicated connection listening on `channel`: notifications must not share a pooled one. */
export async function listen(url: string, channel: string, onPayload: (payload: string) => void): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  client.on("notification", (message) => {
    if (message.channel === channel) onPayload(message.payload ?? "");
  });
  await client.connect();
  try {
    await client.query(`listen ${pg.escapeIdentifier(channel)}`);
  } catch (error) {
    await client.end().catch(() => undefined);
    throw error;
  }
  return client;
}
