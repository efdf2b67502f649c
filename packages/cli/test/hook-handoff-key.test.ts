import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { configFileFrom, handoffKey } from "../src/hook-handoff-key.js";
import { useTempDirs } from "./helpers/temp-dir.js";

const makeTempDir = useTempDirs();

describe("the hand-off key: a hook reaches only a server on its store and settings", () => {
  it("is the same from a subdirectory with the same config, and changes with the config's content, --store, the Engram home or $HOME", async () => {
    const root = await makeTempDir();
    const project = path.join(root, "repo");
    const sub = path.join(project, "src", "deep");
    await mkdir(sub, { recursive: true });
    const env = { HOME: path.join(root, "home") };
    const key = (options: { cwd?: string; env?: NodeJS.ProcessEnv; storeFlag?: string } = {}) =>
      handoffKey({ env: options.env ?? env, cwd: options.cwd ?? project, ...(options.storeFlag === undefined ? {} : { storeFlag: options.storeFlag }) });

    // Without a config: one key for every directory (the personal store), 16 hex digits.
    const personal = key();
    expect(personal).toMatch(/^[0-9a-f]{16}$/);
    expect(key({ cwd: root })).toBe(personal);

    await writeFile(path.join(project, "engram.config.json"), '{ "mcp": { "workspace": "acme" } }\n');
    expect(configFileFrom(sub)).toBe(path.join(project, "engram.config.json"));
    const configured = key();
    expect(configured).not.toBe(personal);
    expect(key({ cwd: sub })).toBe(configured);
    // Elsewhere the config is not found: the personal store's key again.
    expect(key({ cwd: root })).toBe(personal);

    await writeFile(path.join(project, "engram.config.json"), '{ "mcp": { "workspace": "other" } }\n');
    const edited = key();
    expect(edited).not.toBe(configured);

    expect(key({ env: { ...env, ENGRAM_HOME: path.join(root, "eh") } })).not.toBe(edited);
    expect(key({ env: { HOME: path.join(root, "home2") } })).not.toBe(edited);
    // An absolute --store names the same store from any directory; a relative one depends on the directory.
    expect(key({ storeFlag: "sqlite:/data/memory.db" })).toBe(key({ cwd: sub, storeFlag: "sqlite:/data/memory.db" }));
    expect(key({ storeFlag: "sqlite:/data/memory.db" })).not.toBe(edited);
    expect(key({ storeFlag: "sqlite:./memory.db" })).not.toBe(key({ cwd: sub, storeFlag: "sqlite:./memory.db" }));
    expect(key({ storeFlag: "redis://localhost:6379/x" })).toBe(key({ cwd: sub, storeFlag: "redis://localhost:6379/x" }));
  });
});
