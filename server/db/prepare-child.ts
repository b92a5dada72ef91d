// To keep idle memory low, the first start of an embedded database (made from the template, or by
// initdb without one; migrations; demo seed), in a process of its own that open.ts starts and
// waits for, so that the memory it took goes with it. It runs under its parent's DATA_DIR lock,
// which names it too (open.ts says why): were the parent killed meanwhile, it still finishes
// rather than leave a half-made database, and no second server opens the folder before it has.
import { lockHolders } from "./data-dir-lock.ts";
import { migrateAndSeed, type Preparation } from "./open.ts";
import { openNewPglite } from "./pglite-template.ts";

const { dataDir, template, ...preparation } = JSON.parse(process.argv[2] ?? "{}") as Preparation & {
  dataDir: string;
  template: string;
};
// The open IPC channel would keep this process waiting once it is done.
const hangUp = () => {
  if (process.connected) process.disconnect?.();
};

try {
  if (!process.send || !lockHolders(dataDir).includes(process.ppid)) {
    throw new Error(`prepare-child.ts runs only under the DATA_DIR lock of the server that starts it (${dataDir})`);
  }
  const database = await openNewPglite(dataDir, template);
  let seeded: boolean;
  try {
    seeded = await migrateAndSeed(database, preparation);
  } finally {
    await database.close();
  }
  process.send({ seeded }, hangUp);
} catch (error) {
  console.error(error);
  process.exitCode = 1;
  hangUp();
}
