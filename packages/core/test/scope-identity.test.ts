import { createHash } from "node:crypto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  createEngram,
  createInMemoryStore,
  createMemory,
  isEngramError,
  parseScope,
  parseScopeLabel,
  sameScope,
  scopeLabel,
  type Scope,
} from "./core-internals.js";
import { legacyNoteId, noteId } from "../src/store/ids.js";

const scopeValue = fc.oneof(
  fc.constantFrom("ann", "s1", "ann,session=s1", "a=b", "%", "%2C", "%25", ",", "=", "global", "{x}", "a:b"),
  fc.string({ minLength: 1, maxLength: 8, unit: fc.constantFrom("a", "b", ",", "=", "%", "2", "C", "D", "5") }),
);
const scopes = fc.record({ workspace: scopeValue, user: scopeValue, agent: scopeValue, session: scopeValue }, { requiredKeys: [] }) as fc.Arbitrary<Scope>;

describe("scope labels", () => {
  it("are injective: two scopes share a label exactly when they are the same scope, and the label reads back", () => {
    fc.assert(
      fc.property(scopes, scopes, (a, b) => {
        expect(scopeLabel(a) === scopeLabel(b)).toBe(sameScope(a, b));
        expect(parseScopeLabel(scopeLabel(a))).toEqual(a);
      }),
      { numRuns: 3_000 },
    );
  });

  it("keep the label of a scope whose values hold no separator, and escape those that do", () => {
    expect(scopeLabel({ session: "s1", workspace: "A", user: "u" })).toBe("workspace=A,user=u,session=s1");
    expect(scopeLabel({ user: "ann,session=s1" })).toBe("user=ann%2Csession%3Ds1");
    expect(scopeLabel({ user: "ann", session: "s1" })).toBe("user=ann,session=s1");
    expect(scopeLabel({ user: "100%" })).toBe("user=100%25");
    expect(scopeLabel({ user: "global" })).toBe("user=global");
    expect(scopeLabel({})).toBe("global");
  });

  it("refuse to read a string that is not a label (INVALID_SCOPE)", () => {
    for (const text of ["user", "user=a,user=b", "project=x", "user=a=b", "user=%zz", "user=", "=a"]) {
      expect(() => parseScopeLabel(text), text).toThrow(expect.objectContaining({ code: "INVALID_SCOPE" }));
    }
  });
});

describe("parseScope", () => {
  it("names the key and the problem of a forbidden value", () => {
    const cases: [Scope, string][] = [
      [{ user: "ann\u0000" }, 'user "ann\\u0000": holds the invisible character U+0000'],
      [{ workspace: "acme\u200b" }, 'workspace "acme\u200b": holds the invisible character U+200B'],
      [{ agent: "bot\u202e" }, 'agent "bot\u202e": holds the invisible character U+202E'],
      [{ session: "s\ud800" }, 'session "s\\ud800": holds a lone UTF-16 surrogate'],
      [{ user: "" }, 'user "": is empty'],
      [{ user: "x".repeat(201) }, "user"],
    ];
    for (const [scope, named] of cases) {
      try {
        parseScope(scope, "test");
        expect.unreachable(JSON.stringify(scope));
      } catch (error) {
        expect(isEngramError(error, "INVALID_SCOPE")).toBe(true);
        expect((error as Error).message).toContain(`Invalid scope (test): ${named}`);
      }
    }
    expect(() => parseScope({ project: "x" }, "test")).toThrow(expect.objectContaining({ code: "INVALID_SCOPE" }));
    expect(() => parseScope("user=ann", "test")).toThrow(expect.objectContaining({ code: "INVALID_SCOPE" }));
  });

  it("normalises values to NFC, so a name typed two ways is one tenant", () => {
    expect(parseScope({ user: "cafe\u0301" }, "test")).toEqual({ user: "caf\u00e9" });
    expect(scopeLabel(parseScope({ user: "cafe\u0301" }, "test"))).toBe(scopeLabel({ user: "caf\u00e9" }));
  });
});

describe("tenants through createMemory and createEngram", () => {
  it("a user id crafted to name another user's session scope reads and writes none of that user's memory", async () => {
    const store = createInMemoryStore();
    const engram = createEngram({ store });
    const victim = engram.memory({ userId: "ann", agentId: "x" });
    const forger = engram.memory({ userId: "ann,agent=x" });
    expect(forger).not.toBe(victim);
    await victim.remember({ key: "card", content: "Ann's card ends 4242" });
    await forger.remember({ key: "card", content: "planted by the forger" });
    expect((await victim.get("card"))?.content).toBe("Ann's card ends 4242");
    expect((await forger.get("card"))?.content).toBe("planted by the forger");
    expect((await forger.list()).records.map((entry) => entry.content)).toEqual(["planted by the forger"]);
    expect((await forger.recall("card")).items.map((item) => item.text)).not.toContain(expect.stringContaining("4242"));
    // The victim's notes are out of reach too.
    await victim.notes("s1").store("plan", "Ann's plan");
    expect(await forger.notes("s1").retrieve("plan")).toBeUndefined();
  });

  it("ids that differ only in Unicode form are one scope and one memory; invisible characters are refused", async () => {
    const engram = createEngram({ store: createInMemoryStore() });
    const composed = engram.memory({ userId: "ren\u00e9e" });
    expect(engram.memory({ userId: "rene\u0301e" })).toBe(composed);
    expect(composed.scope).toEqual({ user: "ren\u00e9e" });
    expect(() => engram.ids({}, { sessionId: "s", userId: "ann\u200b" }, "here")).toThrow(expect.objectContaining({ code: "INVALID_SCOPE" }));
    expect(() => engram.ids({}, { sessionId: "s\ud800" }, "here")).toThrow(expect.objectContaining({ code: "INVALID_KEY" }));
    expect(() => engram.memory({ userId: "ann\u0000" })).toThrow(expect.objectContaining({ code: "INVALID_SCOPE" }));
    expect(() => createEngram({ store: createInMemoryStore(), scope: { workspace: "a\nb" } })).toThrow(expect.objectContaining({ code: "INVALID_SCOPE" }));
    expect(() => createMemory({ store: createInMemoryStore(), scope: { user: "x".repeat(201) } })).toThrow(expect.objectContaining({ code: "INVALID_SCOPE" }));
  });
});

describe("note ids", () => {
  const hashed = (name: string) => `n-${createHash("sha256").update(name).digest("hex").slice(0, 24)}`;

  it("differ for a crafted scope and the scope it imitates", () => {
    expect(noteId({ user: "ann,session=s1" }, "plan")).not.toBe(noteId({ user: "ann", session: "s1" }, "plan"));
    expect(noteId({ user: "ann", session: "s1" }, "plan")).toBe(hashed("user=ann,session=s1\u0000plan"));
  });

  it("find a note stored under its pre-escaping id when its own scope and key match, and move it on the next store", async () => {
    const store = createInMemoryStore();
    const scope = { user: "a=b", session: "s1" };
    const legacy = legacyNoteId(scope, "plan");
    expect(legacy).toBe(hashed("user=a=b,session=s1\u0000plan"));
    const at = "2026-01-01T00:00:00.000Z";
    await store.put({ kind: "note", id: legacy!, key: "plan", content: "old plan", scope, createdAt: at, updatedAt: at });
    const memory = createMemory({ store, scope: { user: "a=b" } });
    expect(await memory.notes("s1").retrieve("plan")).toBe("old plan");
    // The scope whose legacy id is the same string (it imitates this one) does not read it.
    const imitator = createMemory({ store, scope: { user: "a=b,session=s1" } });
    expect(legacyNoteId({ user: "a=b,session=s1" }, "plan")).toBe(legacy);
    expect(await imitator.notes().retrieve("plan")).toBeUndefined();
    await memory.notes("s1").store("plan", "new plan");
    expect(await store.get("note", legacy!)).toBeUndefined();
    expect((await store.get("note", noteId(scope, "plan")))?.content).toBe("new plan");
    expect(legacyNoteId({ user: "ann", session: "s1" }, "plan")).toBeUndefined();
  });
});
