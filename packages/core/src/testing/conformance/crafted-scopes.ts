import { describe, expect, it } from "vitest";
import { isEngramError } from "../../errors.js";
import type { Scope } from "../../store/scope.js";
import { at, entryInput, messageEvent } from "./fixtures.js";
import type { ConformanceHarness } from "./harness.js";
import { hitKeys } from "./search.js";

/**
 * Scopes an attacker would craft to name another tenant: values holding a label's separators and
 * escapes, a key store's hash tags and wildcards, path characters, and look-alikes. Each pair is two
 * different tenants: under unescaped labels "ann,session=s1" named the scope { user: ann, session: s1 }.
 */
export const craftedScopes: Record<string, Scope> = {
  victim: { user: "ann", session: "s1" },
  "separator-forgery": { user: "ann,session=s1" },
  "equals-forgery": { user: "ann=s1" },
  "escape-forgery": { user: "ann%2Csession%3Ds1" },
  "workspace-forgery": { workspace: "acme,user=ann" },
  victim2: { workspace: "acme", user: "ann" },
  "hash-tag": { user: "{ann}" },
  "glob-chars": { user: "ann*" },
  "path-chars": { user: "../ann" },
  "colon-chars": { user: "ann:r:entry" },
  "case-variant": { user: "Ann" },
  "global-word": { user: "global" },
  "long-value": { user: "a".repeat(200) },
  "unicode-value": { user: "anné" },
};

/** Strings no scope value may hold: each would make two scopes or ids collide, or look alike. */
export const forbiddenScopeValues: readonly string[] = ["ann\u0000", "ann\n", "ann\u200b", "ann\u202e", "ann\ud800", "\udc00ann", "", "a".repeat(201)];

async function seed(harness: ConformanceHarness): Promise<void> {
  for (const [name, scope] of Object.entries(craftedScopes)) {
    await harness.store.put(entryInput(`e-${name}`, { scope, key: "port", content: `zebra of ${name}` }));
    await harness.store.appendEvents(`s-${name}`, scope, [messageEvent("m1", `zebra message of ${name}`, at(1))]);
  }
}

/** Scope values crafted to forge another tenant's scope isolate exactly like ordinary ones. */
export function describeCraftedScopeConformance(harness: ConformanceHarness): void {
  describe("scope isolation under crafted values", () => {
    it("each crafted scope sees exactly its own entry and session (exact mode), through query, count, search and listSessions", async () => {
      await seed(harness);
      for (const [name, scope] of Object.entries(craftedScopes)) {
        const queried = (await harness.store.query({ kind: "entry", scope, scopeMode: "exact" })).records.map((r) => r.id);
        expect(queried, name).toEqual([`e-${name}`]);
        expect(await harness.store.count({ kind: "entry", scope, scopeMode: "exact", key: "port" }), name).toBe(1);
        const sessions = (await harness.store.listSessions({ scope, scopeMode: "exact" })).sessions.map((s) => s.id);
        expect(sessions, name).toEqual([`s-${name}`]);
      }
    });

    it("a crafted scope's visible context holds nothing of the tenant it imitates", async () => {
      await seed(harness);
      for (const [name, scope] of Object.entries(craftedScopes)) {
        // Every crafted scope sets keys only its own records set: visible == its own records.
        const expected = Object.entries(craftedScopes)
          .filter(([, other]) => Object.entries(other).every(([key, value]) => scope[key as keyof Scope] === value))
          .map(([other]) => other)
          .sort();
        const queried = (await harness.store.query({ kind: "entry", scope })).records.map((r) => r.id.slice(2)).sort();
        expect(queried, name).toEqual(expected);
        const hits = hitKeys(await harness.store.search({ text: "zebra", scope, targets: ["entry", "message"], limit: 50 })).sort();
        expect(hits, name).toEqual(expected.flatMap((other) => [`entry:e-${other}`, `message:s-${other}#1`]).sort());
      }
    });

    it("a session of one crafted scope cannot be appended to from the scope it imitates", async () => {
      await seed(harness);
      const error = await harness.store.appendEvents("s-victim", craftedScopes["separator-forgery"]!, [messageEvent("m2", "forged", at(2))]).then(
        () => undefined,
        (caught: unknown) => caught,
      );
      expect(isEngramError(error, "SCOPE_MISMATCH")).toBe(true);
      expect((await harness.store.readEvents("s-victim")).length).toBe(1);
    });

    it("refuses scope values with control or format characters, lone surrogates or a bad length (INVALID_SCOPE), storing nothing", async () => {
      for (const value of forbiddenScopeValues) {
        const append = await harness.store.appendEvents("s-bad", { user: value }, [messageEvent("m1", "zebra", at(1))]).then(
          () => undefined,
          (caught: unknown) => caught,
        );
        expect(isEngramError(append, "INVALID_SCOPE"), JSON.stringify(value)).toBe(true);
        const put = await harness.store.put(entryInput("e-bad", { scope: { user: value } })).then(
          () => undefined,
          (caught: unknown) => caught,
        );
        expect(isEngramError(put, "INVALID_RECORD"), JSON.stringify(value)).toBe(true);
      }
      expect(await harness.store.getSession("s-bad")).toBeUndefined();
      expect(await harness.store.get("entry", "e-bad")).toBeUndefined();
    });

    it("refuses session and record ids with lone surrogates or invisible characters instead of letting two ids collide", async () => {
      for (const id of ["s\ud800", "s\udfff", "s\u0000", "s\u200b"]) {
        const append = await harness.store.appendEvents(id, {}, [messageEvent("m1", "zebra", at(1))]).then(
          () => undefined,
          (caught: unknown) => caught,
        );
        expect(isEngramError(append, "INVALID_KEY"), JSON.stringify(id)).toBe(true);
        const put = await harness.store.put(entryInput(id)).then(
          () => undefined,
          (caught: unknown) => caught,
        );
        expect(isEngramError(put, "INVALID_RECORD"), JSON.stringify(id)).toBe(true);
      }
      expect((await harness.store.listSessions()).sessions).toEqual([]);
      expect(await harness.store.count({ kind: "entry" })).toBe(0);
    });

    it("stores a decomposed scope value as its NFC form: one tenant however the value was typed", async () => {
      await harness.store.put(entryInput("e-nfd", { scope: { user: "cafe\u0301" } }));
      const stored = await harness.store.get("entry", "e-nfd");
      expect(stored?.scope).toEqual({ user: "caf\u00e9" });
      const ids = (await harness.store.query({ kind: "entry", scope: { user: "caf\u00e9" }, scopeMode: "exact" })).records.map((r) => r.id);
      expect(ids).toEqual(["e-nfd"]);
      // A context typed decomposed is the same tenant too, on every read path.
      const decomposed = { user: "cafe\u0301" };
      expect((await harness.store.query({ kind: "entry", scope: decomposed, scopeMode: "exact" })).records.map((r) => r.id)).toEqual(["e-nfd"]);
      expect(await harness.store.count({ kind: "entry", scope: decomposed })).toBe(1);
      expect(hitKeys(await harness.store.search({ text: "content", scope: decomposed }))).toEqual(["entry:e-nfd"]);
    });

    it("refuses a query, count, search or listSessions context with a forbidden value (INVALID_SCOPE)", async () => {
      const scope = { user: "ann\u0000" };
      const calls = [
        () => harness.store.query({ kind: "entry", scope }),
        () => harness.store.count({ kind: "entry", scope }),
        () => harness.store.search({ text: "zebra", scope }),
        () => harness.store.listSessions({ scope }),
      ];
      for (const call of calls) {
        const error = await call().then(
          () => undefined,
          (caught: unknown) => caught,
        );
        expect(isEngramError(error, "INVALID_SCOPE")).toBe(true);
      }
    });
  });
}
