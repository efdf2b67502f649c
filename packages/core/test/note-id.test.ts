import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { noteId } from "../src/store/ids.js";
import { scopeLabel } from "../src/store/scope.js";

const hashed = (name: string): string => `n-${createHash("sha256").update(name).digest("hex").slice(0, 24)}`;

describe("noteId", () => {
  it("is the hash of the scope label and key, the same on every call", () => {
    const scope = { workspace: "acme", user: "ann" };
    const expected = hashed(`${scopeLabel(scope)}\u0000mastra-thread`);
    expect(noteId(scope, "mastra-thread")).toBe(expected);
    expect(noteId({ ...scope }, "mastra-thread")).toBe(expected);
  });

  it("differs by scope and by key, also for names too long to be kept", () => {
    const long = "k".repeat(2_000);
    expect(noteId({ user: "ann" }, "a")).not.toBe(noteId({ user: "bob" }, "a"));
    expect(noteId({ user: "ann" }, "a")).not.toBe(noteId({ user: "ann" }, "b"));
    expect(noteId({ user: "ann" }, long)).toBe(hashed(`${scopeLabel({ user: "ann" })}\u0000${long}`));
    expect(noteId({ user: "ann" }, long)).toMatch(/^n-[0-9a-f]{24}$/);
  });
});
