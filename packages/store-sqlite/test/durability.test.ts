import { existsSync } from "node:fs";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterEach, describe, expect, it, vi } from "vitest";
import { openSqliteStore, type SqliteDurability } from "../src/index.js";
import { tempDir, track } from "./helpers.js";

/** Opens a store and reads `synchronous` and `journal_mode` back from the very connection it opened. */
async function openAndRead(durability: SqliteDurability | undefined): Promise<{ synchronous: unknown; journal: unknown }> {
  const connections = new Set<Database.Database>();
  const original = Database.prototype.pragma;
  vi.spyOn(Database.prototype, "pragma").mockImplementation(function (this: Database.Database, ...args: Parameters<Database.Database["pragma"]>) {
    connections.add(this);
    return original.apply(this, args);
  });
  const path = join(tempDir(), "memory.db");
  track(await openSqliteStore(durability === undefined ? { path } : { path, durability }));
  vi.restoreAllMocks();
  expect(connections.size).toBe(1);
  const [db] = [...connections];
  return { synchronous: db!.pragma("synchronous", { simple: true }), journal: db!.pragma("journal_mode", { simple: true }) };
}

describe("durability", () => {
  afterEach(() => vi.restoreAllMocks());

  it('runs "normal" as WAL with synchronous=NORMAL (1), the default', async () => {
    expect(await openAndRead(undefined)).toEqual({ synchronous: 1, journal: "wal" });
    expect(await openAndRead("normal")).toEqual({ synchronous: 1, journal: "wal" });
  });

  it('runs "full" as WAL with synchronous=FULL (2)', async () => {
    expect(await openAndRead("full")).toEqual({ synchronous: 2, journal: "wal" });
  });

  it("refuses any other durability with INVALID_OPTIONS before creating the file", async () => {
    const path = join(tempDir(), "memory.db");
    for (const durability of ["FULL", "extra", "off", 2, null]) {
      const error = await openSqliteStore({ path, durability: durability as never }).then(
        () => undefined,
        (caught: unknown) => caught,
      );
      expect(error).toMatchObject({ name: "EngramError", code: "INVALID_OPTIONS" });
      expect((error as Error).message).toContain("durability");
    }
    expect(existsSync(path)).toBe(false);
  });
});
