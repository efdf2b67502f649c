import { scopeLabel } from "@engram/core/store";
import { phraseBoost } from "@engram/core/store-kit";
import { seededRandom } from "@engram/core/testing";
import { expect, it } from "vitest";
import { pairTerm, scopeKey } from "../src/postings.js";
import { lexemeOf } from "../src/text-document.js";
import { openPostgresStore } from "../src/index.js";
import { describeWithPostgres, freshSchema, usePostgresServer } from "./postgres-fixture.js";
import { userMessage as message } from "./message-events.js";

const at = "2026-03-01T09:00:00.000Z";

/** 200 characters of 3 bytes in UTF-8, drawn at random (nothing to compress): the longest id or scope value core accepts, in bytes. */
const incompressible = (random: () => number): string =>
  Array.from({ length: 200 }, () => String.fromCodePoint(0x4e00 + Math.floor(random() * 20_000))).join("");

describeWithPostgres("postings: the largest keys an attacker can write, and what rewrites them", () => {
  const fixture = usePostgresServer();

  it("indexes a 1,000-byte token in a session whose id and two scope values are 600 bytes each, and finds it", async () => {
    const schema = freshSchema("postings_keys");
    const store = await openPostgresStore({ connectionString: fixture.url, schema });
    try {
      const random = seededRandom(7);
      const distinct = () => incompressible(random);
      const wide = distinct();
      // Two scope values: with four, the label passes what the store's other B-tree indexes hold (see the README's limits).
      const scope = { workspace: distinct(), user: distinct() };
      const token = Array.from({ length: 1_000 }, () => "abcdefghijklmnopqrstuvwxyz"[Math.floor(random() * 26)]).join("");
      const longer = "b".repeat(1_001);
      expect(await store.appendEvents(wide, scope, [message("m1", `${token} ${longer} deploy`)])).toEqual([1]);
      const found = await store.search({ text: token, scope, targets: ["message"] });
      expect(found.map((hit) => (hit.target === "message" ? [hit.sessionId, hit.event.seq] : []))).toEqual([[wide, 1]]);
      // A token past 1,000 bytes is indexed by its digest, and the query maps it the same way.
      expect(await store.search({ text: longer, scope, targets: ["message"] })).toHaveLength(1);
      const rows = await fixture.admin.query<{ term: string; scope_key: string; tf: number }>(
        `SELECT term, scope_key::text, tf FROM "${schema}".message_postings WHERE session_id = $1 ORDER BY octet_length(term)`,
        [wide],
      );
      // Terms: "deploy", the digest of the longer token, the 1,000-byte token. Pairs: the digest and "deploy" (52 bytes),
      // and the 1,000-byte token with the digest (1,046 bytes, past 1,000: "~p" and its SHA-256 in hex).
      expect(rows.rows.map((row) => [row.term.length, row.scope_key, row.tf])).toEqual([
        [6, scopeKey(scopeLabel(scope)), 1],
        [45, scopeKey(scopeLabel(scope)), 1],
        [52, scopeKey(scopeLabel(scope)), 1],
        [66, scopeKey(scopeLabel(scope)), 1],
        [1_000, scopeKey(scopeLabel(scope)), 1],
      ]);
      expect(rows.rows[3]?.term).toBe(pairTerm(token, lexemeOf(longer)));
      expect(rows.rows[3]?.term).toMatch(/^~p[0-9a-f]{64}$/);
      // Both pairs are found as phrases, boosted against the same words in another order.
      const phrased = await store.search({ text: `${token} ${longer}`, scope, targets: ["message"] });
      const reversed = await store.search({ text: `${longer} ${token}`, scope, targets: ["message"] });
      expect(phrased[0]?.textScore).toBe((reversed[0]?.textScore ?? 0) * phraseBoost);
      const [withDeploy] = await store.search({ text: `${longer} deploy`, scope, targets: ["message"] });
      expect(withDeploy?.textScore).toBe((await store.search({ text: `deploy ${longer}`, scope, targets: ["message"] }))[0]!.textScore! * phraseBoost);
    } finally {
      await store.close();
    }
  }, 60_000);

  it("refuses a scope whose label cannot fit in an index entry with INVALID_SCOPE, writing nothing", async () => {
    const schema = freshSchema("postings_refused");
    const store = await openPostgresStore({ connectionString: fixture.url, schema });
    try {
      const random = seededRandom(11);
      const distinct = () => incompressible(random);
      // Four values of 200 incompressible 3-byte characters: a label of 2,432 bytes; the limit is 2,680 less a 1,006-byte lexeme.
      const scope = { workspace: distinct(), user: distinct(), agent: distinct(), session: distinct() };
      const refused = { name: "EngramError", code: "INVALID_SCOPE", details: { labelBytes: 2_432, limit: 1_674 } };
      await expect(store.appendEvents("s1", scope, [message("m1", "deploy")])).rejects.toMatchObject(refused);
      await expect(store.put({ kind: "note", id: "n1", key: "k", scope, content: "deploy", createdAt: at, updatedAt: at })).rejects.toMatchObject(refused);
      const rows = await fixture.admin.query(
        `SELECT (SELECT count(*) FROM "${schema}".events)::int AS events, (SELECT count(*) FROM "${schema}".sessions)::int AS sessions,
           (SELECT count(*) FROM "${schema}".records)::int AS records, (SELECT count(*) FROM "${schema}".message_postings)::int AS postings`,
      );
      expect(rows.rows[0]).toEqual({ events: 0, sessions: 0, records: 0, postings: 0 });
      // Three such values are refused too (1,825 bytes); two fit (the test above).
      const three = { workspace: distinct(), user: distinct(), agent: distinct() };
      await expect(store.appendEvents("s1", three, [message("m1", "deploy")])).rejects.toMatchObject({ code: "INVALID_SCOPE" });
    } finally {
      await store.close();
    }
  }, 60_000);
  it("keeps a record's postings through a mark of use, rewrites them when its text changes, drops them with it", async () => {
    const schema = freshSchema("record_postings");
    const store = await openPostgresStore({ connectionString: fixture.url, schema });
    const postings = async () =>
      (
        await fixture.admin.query<{ row: string }>(
          `SELECT concat_ws('|', term, tf, doc_len, ctid) AS row FROM "${schema}".record_postings WHERE kind = 'entry' AND id = 'e1' ORDER BY term`,
        )
      ).rows.map((row) => row.row);
    const terms = async () => (await postings()).map((row) => row.split("|").slice(0, 3).join(" "));
    try {
      const entry = {
        kind: "entry" as const,
        id: "e1",
        scope: { workspace: "w" },
        key: "deploy",
        type: "fact" as const,
        importance: 0.5,
        confidence: 0.5,
        source: "manual" as const,
        provenance: { trust: "user" as const },
        createdAt: at,
        updatedAt: at,
      };
      const write = (content: string) => store.put({ ...entry, content });
      await write("Deploy the deploy worker");
      const written = await postings();
      // The key and the text: "deploy deploy deploy worker", its terms and its pair terms.
      expect(await terms()).toEqual(["deploy 3 4", "deploy deploy 2 4", "deploy worker 1 4", "worker 1 4"]);
      // markUsed rewrites the row's JSON, not its text: the postings stay where they are (same ctids).
      expect(await store.markUsed(["e1"], "2026-03-02T09:00:00.000Z")).toBe(1);
      expect(await postings()).toEqual(written);
      await write("Restart the worker");
      expect(await terms()).toEqual(["deploy 1 3", "deploy restart 1 3", "restart 1 3", "restart worker 1 3", "worker 1 3"]);
      expect(await store.search({ text: "restart", scope: { workspace: "w" }, targets: ["entry"] })).toHaveLength(1);
      // The same words in another order: the same terms and length, other pairs, rewritten.
      await write("Worker restart");
      expect(await terms()).toEqual(["deploy 1 3", "deploy worker 1 3", "restart 1 3", "worker 1 3", "worker restart 1 3"]);
      const [reordered] = await store.search({ text: "worker restart", scope: { workspace: "w" }, targets: ["entry"] });
      const [apart] = await store.search({ text: "restart worker", scope: { workspace: "w" }, targets: ["entry"] });
      expect(reordered?.textScore).toBe((apart?.textScore ?? 0) * phraseBoost);
      await store.delete("entry", "e1");
      expect(await postings()).toEqual([]);
    } finally {
      await store.close();
    }
  }, 60_000);
});
