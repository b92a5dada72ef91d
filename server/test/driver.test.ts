// Each API project tests the database it is named after: "api-postgres" once ran on the embedded
// database without anyone noticing (its driver setting never reached the global setup).
import { describe, expect, it } from "vitest";
import { createTestDatabase } from "./database.ts";

describe("the database under test", () => {
  it("is the driver the project asks for", async () => {
    const database = await createTestDatabase();
    try {
      expect(database.driver).toBe(process.env.TEST_DB_DRIVER ?? "pglite");
    } finally {
      await database.close();
    }
  });
});
