import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { personalStoreSpec } from "../src/personal-store.js";
import { hooksRun } from "../src/commands/hooks-run.js";
import { mcpCommand } from "../src/commands/mcp.js";
import { parseStoreSpec } from "../src/store-spec.js";

describe("personalStoreSpec", () => {
  it("is memory.db in ~/.engram when ENGRAM_HOME is not set (or empty)", () => {
    expect(personalStoreSpec({})).toBe("sqlite:~/.engram/memory.db");
    expect(personalStoreSpec({ ENGRAM_HOME: "" })).toBe("sqlite:~/.engram/memory.db");
    expect(parseStoreSpec(personalStoreSpec({}), "/elsewhere", "/home/ann")).toEqual({ kind: "sqlite", path: "/home/ann/.engram/memory.db" });
  });

  it("is memory.db in $ENGRAM_HOME, a relative one taken from the current directory", () => {
    const home = path.join(os.tmpdir(), "ann-engram");
    expect(personalStoreSpec({ ENGRAM_HOME: home })).toBe(`sqlite:${path.join(home, "memory.db")}`);
    expect(personalStoreSpec({ ENGRAM_HOME: "relative/home" })).toBe(`sqlite:${path.resolve("relative/home", "memory.db")}`);
  });

  it("reads back as a SQLite store on that file, whatever directory the spec is resolved from", () => {
    const home = path.join(os.tmpdir(), "ann engram");
    expect(parseStoreSpec(personalStoreSpec({ ENGRAM_HOME: home }), "/elsewhere")).toEqual({ kind: "sqlite", path: path.join(home, "memory.db") });
  });
});

describe("the store of engram hooks run", () => {
  it("is the one engram mcp serves by default, the personal store", () => {
    expect(hooksRun.defaultStore).toBe(personalStoreSpec);
    expect(mcpCommand.defaultStore).toBe(personalStoreSpec);
    expect(hooksRun.createsStore).toBe(true);
  });
});
