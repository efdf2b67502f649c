import { rename } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ensureDataset } from "../src/personal/dataset-cache.js";
import { useTempDirs } from "./temp-dirs.js";

const makeTempDir = useTempDirs("engram-bench-cache-");

describe("the personal-scale dataset cache", () => {
  it("reuses a dataset whose cache directory was moved, from where it is now", { timeout: 120_000 }, async () => {
    const root = await makeTempDir();
    const size = { messages: 300, entries: 20, yearMessages: 300 };
    const first = await ensureDataset(join(root, "a"), "sqlite", size, () => {});
    expect(first.reused).toBe(false);
    expect(first.location.startsWith(join(root, "a"))).toBe(true);

    await rename(join(root, "a"), join(root, "b"));
    const moved = await ensureDataset(join(root, "b"), "sqlite", size, () => {});
    expect(moved.reused).toBe(true);
    expect(moved.location).toBe(first.location.replace(join(root, "a"), join(root, "b")));
    expect(moved.generatedAt).toBe(first.generatedAt);
    expect(moved.messages).toBe(first.messages);
  });
});
