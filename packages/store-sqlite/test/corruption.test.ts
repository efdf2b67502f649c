import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { entry, message, openTemp, track } from "./helpers.js";
import { openSqliteStore } from "../src/index.js";
import { engramRejection } from "@engram/core/testing";

function tamper(path: string, sql: string, ...params: string[]): void {
  const db = new Database(path);
  db.prepare(sql).run(...params);
  db.close();
}

describe("corruption", () => {
  it("reports a record whose JSON no longer validates as STORE_CORRUPT naming the table and id", async () => {
    const { store, path } = await openTemp();
    await store.put(entry("good", "fine"));
    await store.put(entry("bad", "fine"));
    tamper(path, "UPDATE records SET json = json_set(json, '$.importance', 7) WHERE id = 'bad'");
    const error = await engramRejection(store.get("entry", "bad"));
    expect(error.code).toBe("STORE_CORRUPT");
    expect(error.details).toEqual({ table: "records", id: "entry/bad" });
    expect(error.message).toContain("records");
    expect(error.message).toContain("entry/bad");
    expect((await store.get("entry", "good"))?.content).toBe("fine");
    expect((await engramRejection(store.query({ kind: "entry" }))).code).toBe("STORE_CORRUPT");
    expect((await engramRejection(store.search({ text: "fine", scope: {} }))).code).toBe("STORE_CORRUPT");
  });

  it("reports a posting block whose numbers the index never writes as STORE_CORRUPT naming the table, term and block, before sizing anything by them", async () => {
    for (const [column, value] of [
      ["n", "5000"],
      ["n", "0"],
      ["n", "'x'"],
      ["block", "-1"],
      ["block", "2097152"],
      ["block", "9007199254740991"],
      ["max_tf", "1.5"],
      ["postings", "'text'"],
    ] as const) {
      const { store, path } = await openTemp();
      await store.appendEvents(
        "s",
        {},
        Array.from({ length: 40 }, (_, i) => message(`m${i}`, `retry the cache ${i}`, i)),
      );
      await store.put(entry("e1", "retry later"));
      expect((await store.search({ text: "retry", scope: {}, targets: ["message"] })).length).toBe(20);
      await store.close();
      tamper(path, `UPDATE events_terms SET ${column} = ${value} WHERE term = 'retry'`);
      const reopened = track(await openSqliteStore({ path }));
      const error = await engramRejection(reopened.search({ text: "retry", scope: {}, targets: ["message"] }));
      expect([error.code, (error.details as { table: string }).table], `${column} = ${value}`).toEqual(["STORE_CORRUPT", "events_terms"]);
      expect((error.details as { id: string }).id.startsWith("retry/")).toBe(true);
      expect(error.message).toContain('term "retry"');
      // Other terms still answer.
      expect((await reopened.search({ text: "cache", scope: {}, targets: ["message"] })).length).toBe(20);
    }
  });

  it("reports JSON that does not parse, and a row holding another record", async () => {
    const { store, path } = await openTemp();
    await store.put(entry("a", "x"));
    await store.put(entry("b", "y"));
    tamper(path, "UPDATE records SET json = '{not json' WHERE id = 'a'");
    const parse = await engramRejection(store.get("entry", "a"));
    expect([parse.code, parse.details]).toEqual(["STORE_CORRUPT", { table: "records", id: "entry/a" }]);
    tamper(path, "UPDATE records SET json = json_set(json, '$.id', 'z') WHERE id = 'b'");
    const swapped = await engramRejection(store.get("entry", "b"));
    expect([swapped.code, swapped.details]).toEqual(["STORE_CORRUPT", { table: "records", id: "entry/b" }]);
  });

  it("reports a stored message nested deeper than 512 levels as STORE_CORRUPT naming its row, without overflowing the stack", async () => {
    const { store, path } = await openTemp();
    await store.appendEvents("s1", {}, [message("m1", "hello")]);
    const deep = `${"[".repeat(100_000)}0${"]".repeat(100_000)}`;
    const db = new Database(path);
    const row = db.prepare("SELECT json FROM events WHERE session_id = 's1'").pluck().get() as string;
    const tampered = row
      .replace('"role":"user"', '"role":"tool"')
      .replace('{"type":"text","text":"hello"}', `{"type":"tool-result","toolCallId":"c","toolName":"t","output":${deep}}`);
    expect(tampered).not.toBe(row);
    db.prepare("UPDATE events SET json = ? WHERE session_id = 's1'").run(tampered);
    db.close();
    const error = await engramRejection(store.readEvents("s1"));
    expect([error.code, error.details]).toEqual(["STORE_CORRUPT", { table: "events", id: "s1#1" }]);
    expect(error.message).toContain("message.parts.0.output.0.0.0.0.0: nests objects and arrays deeper than 512 levels");
  });

  it("reports an unreadable session event with its session and seq", async () => {
    const { store, path } = await openTemp();
    await store.appendEvents("s1", {}, [message("m1", "hello")]);
    tamper(path, "UPDATE events SET json = json_set(json, '$.type', 'bogus') WHERE session_id = 's1'");
    const error = await engramRejection(store.readEvents("s1"));
    expect([error.code, error.details]).toEqual(["STORE_CORRUPT", { table: "events", id: "s1#1" }]);
  });
});
