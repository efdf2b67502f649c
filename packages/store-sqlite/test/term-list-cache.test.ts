import { openSqliteStore } from "../src/index.js";
import type { SearchHit } from "@engram/core/store";
import { describe, expect, it } from "vitest";
import { entry, message, openTemp, track } from "./helpers.js";

const ids = (hits: readonly SearchHit[]): string[] =>
  hits.map((hit) => (hit.target === "record" ? `${hit.record.id}:${hit.score}` : `${hit.sessionId}#${hit.event.seq}:${hit.score}`));

describe("cached posting lists", () => {
  it("follow writes of this connection and of another one on the same file (records and messages)", async () => {
    const { store: first, path } = await openTemp();
    const second = track(await openSqliteStore({ path }));
    const query = { text: "cache retry", scope: {}, targets: ["entry", "message"] as const, limit: 50 };
    for (let i = 0; i < 40; i++) await first.put(entry(`e${i}`, i % 2 === 0 ? "cache retry policy" : "retry later"));
    await first.appendEvents(
      "s",
      {},
      Array.from({ length: 40 }, (_, i) => message(`m${i}`, i % 3 === 0 ? "cache and retry" : "cache only", i)),
    );
    const before = ids(await first.search({ ...query, targets: [...query.targets] }));
    expect(before.length).toBe(50);

    // Another connection's writes (data_version moves): the first store's next search sees them.
    await second.put(entry("new", "cache retry cache retry"));
    await second.delete("entry", "e0");
    await second.appendEvents("s", {}, [message("late", "retry cache retry", 50)]);
    const expected = ids(await second.search({ ...query, targets: [...query.targets] }));
    expect(expected).not.toEqual(before);
    expect(ids(await first.search({ ...query, targets: [...query.targets] }))).toEqual(expected);

    // This connection's own writes (data_version does not move for them).
    await first.put(entry("own", "retry cache"));
    await first.delete("entry", "e2");
    for (let i = 0; i < 40; i++) await first.appendEvents("s", {}, [message(`n${i}`, "cache retry again", 60 + i)]);
    const all = { ...query, targets: [...query.targets], limit: 200 };
    const own = ids(await first.search(all));
    expect(own).toEqual(ids(await second.search(all)));
    expect(own.some((hit) => hit.startsWith("own:"))).toBe(true);
    expect(own.some((hit) => hit.startsWith("e2:"))).toBe(false);
  });
});
