import { rm, symlink, writeFile, readFile, rename } from "node:fs/promises";
import path from "node:path";
import type { SessionEvent } from "@engram/core/store";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ProblemLog } from "../src/load-problems.js";
import { openFsStore, type FsStore } from "../src/index.js";
import { SessionFiles, type EventLine } from "../src/session-files.js";
import { tempRoot } from "./fixtures.js";

let root: string;
let cleanup: () => Promise<void>;
beforeEach(async () => ({ root, cleanup } = await tempRoot()));
afterEach(() => cleanup());

const message = (id: string, text: string, minute: number) => ({
  type: "message" as const,
  at: `2026-05-01T10:${String(minute).padStart(2, "0")}:00.000Z`,
  message: { id, role: "user" as const, parts: [{ type: "text" as const, text }], createdAt: `2026-05-01T10:${String(minute).padStart(2, "0")}:00.000Z` },
});

/** Two short sessions: a (3 messages) and b (2). */
async function twoSessions(store: FsStore): Promise<void> {
  await store.appendEvents("a", { workspace: "w" }, [message("a1", "alpha one", 1), message("a2", "alpha two", 2), message("a3", "alpha three", 3)]);
  await store.appendEvents("b", { workspace: "w" }, [message("b1", "beta one", 4), message("b2", "beta two", 5)]);
}

/** The sessions' files as the store wrote them (`write`), loaded by a SessionFiles that records every line it indexed. */
async function loaded(
  write: (store: FsStore) => Promise<void> = twoSessions,
): Promise<{ files: SessionFiles; lines: Map<string, EventLine>; events: Map<string, SessionEvent> }> {
  const store = await openFsStore({ root, watch: false });
  try {
    await write(store);
  } finally {
    await store.close();
  }
  const lines = new Map<string, EventLine>();
  const events = new Map<string, SessionEvent>();
  const files = new SessionFiles(root, new ProblemLog(), {
    added: (session, added, locations) => {
      added.forEach((event, at) => {
        lines.set(`${session.id}#${event.seq}`, { sessionId: session.id, seq: event.seq, offset: locations[at]!.offset, length: locations[at]!.length });
        events.set(`${session.id}#${event.seq}`, event);
      });
    },
    removed: () => {},
  });
  await files.refresh();
  return { files, lines, events };
}

describe("SessionFiles.eventsAt: a search page's message lines", () => {
  it("reads each line of several sessions, answered in the order asked", async () => {
    const { files, lines, events } = await loaded();
    const asked = ["b#2", "a#1", "a#3", "b#1", "a#2"];
    expect(files.eventsAt(asked.map((key) => lines.get(key)!))).toEqual(asked.map((key) => events.get(key)));
  });

  it("answers undefined for a crafted offset or length (negative, fractional, NaN, past the file, oversize) and still reads the session's other lines", async () => {
    const { files, lines, events } = await loaded();
    const a2 = lines.get("a#2")!;
    const crafted: EventLine[] = [
      { ...a2, offset: -1 },
      { ...a2, offset: 0.5 },
      { ...a2, offset: Number.NaN },
      { ...a2, offset: 2 ** 53 },
      { ...a2, offset: 1e12 },
      { ...a2, length: 0 },
      { ...a2, length: -3 },
      { ...a2, length: Number.POSITIVE_INFINITY },
      { ...a2, length: 2 ** 31 },
    ];
    expect(files.eventsAt([...crafted, a2, lines.get("a#3")!])).toEqual([...crafted.map(() => undefined), events.get("a#2"), events.get("a#3")]);
  });

  it("answers undefined for a line that is not the event asked for, a session it does not know, and a file that is now a link", async () => {
    const { files, lines, events } = await loaded();
    const a1 = lines.get("a#1")!;
    const b1 = lines.get("b#1")!;
    const shifted = { ...a1, seq: 2 };
    const unknown = { ...a1, sessionId: "nobody" };
    expect(files.eventsAt([shifted, unknown, b1])).toEqual([undefined, undefined, events.get("b#1")]);
    // Session a's file replaced by a link to b's: never read through it, whatever it points to.
    const fileOf = (session: string): string => path.join(root, "sessions", `${session}.jsonl`);
    await rename(fileOf("a"), path.join(root, "a-moved.jsonl"));
    await symlink(fileOf("b"), fileOf("a"));
    expect(files.eventsAt([a1, b1])).toEqual([undefined, events.get("b#1")]);
    // A file rewritten with other bytes at that offset (redacted by another process, edited by hand).
    await rm(fileOf("a"));
    const text = await readFile(path.join(root, "a-moved.jsonl"), "utf8");
    await writeFile(fileOf("a"), `\n${text}`);
    expect(files.eventsAt([lines.get("a#2")!])).toEqual([undefined]);
  });

  it("reads near and far lines, long ones, in any order and twice, and a file cut short, as one plain read of each line would", async () => {
    // Short lines close together, and lines of 20 KiB and 300 KiB far apart.
    const {
      files,
      lines,
      events: expected,
    } = await loaded(async (store) => {
      for (const session of ["c", "d"]) {
        const events = Array.from({ length: 40 }, (_, i) => {
          const size = i % 7 === 3 ? 300_000 : i % 5 === 1 ? 20_000 : 20;
          return message(`${session}${i}`, `${session} ${i} ${"x".repeat(size)}`, i % 60);
        });
        await store.appendEvents(session, { workspace: "w" }, events);
      }
    });
    // One read per line, the plain way.
    const plain = async (line: EventLine): Promise<SessionEvent | undefined> => {
      const bytes = await readFile(path.join(root, "sessions", `${line.sessionId}.jsonl`));
      if (line.offset + line.length > bytes.length) return undefined;
      const event = JSON.parse(bytes.toString("utf8", line.offset, line.offset + line.length)) as SessionEvent;
      return event.seq === line.seq ? event : undefined;
    };
    let seed = 7;
    const next = (): number => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const keys = [...lines.keys()];
    for (let round = 0; round < 12; round++) {
      const asked = keys.filter(() => next() < 0.5).sort(() => next() - 0.5);
      const got = files.eventsAt(asked.map((key) => lines.get(key)!));
      expect(got).toEqual(await Promise.all(asked.map((key) => plain(lines.get(key)!))));
      expect(got).toEqual(asked.map((key) => expected.get(key)));
    }
    // The same line asked twice, and every line of both sessions at once.
    const all = [...keys, keys[0]!, keys[5]!];
    expect(files.eventsAt(all.map((key) => lines.get(key)!))).toEqual(all.map((key) => expected.get(key)));
    // A file cut short: the lines past its end answer undefined, those before it as before.
    const file = path.join(root, "sessions", "c.jsonl");
    const bytes = await readFile(file);
    const cut = lines.get("c#20")!.offset;
    await writeFile(file, bytes.subarray(0, cut));
    const ofC = keys.filter((key) => key.startsWith("c#"));
    expect(files.eventsAt(ofC.map((key) => lines.get(key)!))).toEqual(
      ofC.map((key) => (lines.get(key)!.offset + lines.get(key)!.length <= cut ? expected.get(key) : undefined)),
    );
  });
});
