import { describe, expect, it } from "vitest";
import { footprintOf } from "../src/hooks/hook-process.js";
import { useTempDirs } from "./temp-dirs.js";

const makeTempDir = useTempDirs("engram-bench-footprint-");

describe("a hook's footprint", () => {
  it("is the child's own peak RSS, not the parent's at fork", { timeout: 60_000 }, async () => {
    const dir = await makeTempDir();
    // A parent holding 400 MiB resident: getrusage's maxRSS in the child would carry it across exec.
    const held = Buffer.alloc(400 * 1024 * 1024, 7);
    const footprint = await footprintOf({ bin: "-e", args: ["0"], cwd: dir, env: { PATH: process.env["PATH"] ?? "" } }, dir);
    expect(held[held.length - 1]).toBe(7);
    expect(footprint.modules).toBe(0);
    expect(footprint.rssMiB).toBeGreaterThan(10);
    expect(footprint.rssMiB).toBeLessThan(200);
  });
});
