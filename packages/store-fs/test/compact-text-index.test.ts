import { recordSearchKey, TextIndex } from "@engram/core/store-kit";
import { describe, expect, it } from "vitest";
import { CompactTextIndex } from "../src/compact-text-index.js";
import type { CompactBase } from "../src/compact-text-index.js";
import { decodeIndex, decodeIndexParts, encodeIndex, indexHeadLength } from "../src/index-file.js";
import { textDigest } from "../src/source-digest.js";
import { readVarint, varintEnd } from "../src/varint-bytes.js";
import { seededRandom } from "./fixtures.js";
import { baseTerms } from "./index-file-versions.js";

const pad = (n: number): number => (n + 7) & ~7;

const words = ["pytest", "lint", "deploy", "the", "a", "Crème", "东", "京", "cache", "index", "of", "retry", "flaky", "test", "build", "node", "rust", "go"];
const groups = ["global", "workspace=acme", "workspace=acme,user=ann", "user=bob"];

function text(next: () => number): string {
  const length = Math.floor(next() * 12);
  return Array.from({ length }, () => words[Math.floor(next() * words.length)]).join(next() < 0.3 ? ", " : " ");
}

/** The reference's answer as [key, score] pairs in the reference's order (score, then key). */
function reference(index: TextIndex, query: string, accept: (group: string) => boolean): [string, number][] {
  return index.search(query, { groups: accept }).map((match) => [match.key, match.score]);
}

function compactAnswer(index: CompactTextIndex, query: string, accept: (group: string) => boolean): [string, number][] {
  const labels = index.groupLabels();
  const found = index.search(query, (group) => accept(labels[group]!));
  const pairs = found.docs.map((doc, at): [string, number] => [index.key(doc), found.scores[at]!]);
  return pairs.sort(([ka, sa], [kb, sb]) => sb - sa || (ka < kb ? -1 : ka > kb ? 1 : 0));
}

/** Steps `from` to `to`: a fifth entries in a random scope, the rest messages of `sessions` sessions (each in one scope). */
function addMixed(index: CompactTextIndex, next: () => number, steps: { from: number; to: number; sessions: number }): void {
  for (let step = steps.from; step < steps.to; step++) {
    const group = groups[Math.floor(next() * groups.length)]!;
    if (next() < 0.2) {
      const body = text(next);
      index.putRecord(recordSearchKey("entry", `e${step}`), body, group, 0, textDigest(body));
    } else {
      const session = `s${Math.floor(next() * steps.sessions)}`;
      index.addMessage(session, step, text(next), groups[Number(session.slice(1)) % groups.length]!, step, 0, 0);
    }
  }
}

/** Queries of common and rare words, repeats, CJK and a phrase. */
const selectionQueries = ["pytest lint", "the", "flaky test", "retry retry", "go rust node", "a of the", "东京", "test flaky test build", "cache index of"];

describe("CompactTextIndex against core's TextIndex", () => {
  it("finds the same documents with the same scores through adds, replacements, removals, compaction and a round trip through its file", () => {
    const next = seededRandom(29);
    const simple = new TextIndex();
    let compact = new CompactTextIndex();
    const queries = [
      "pytest lint",
      "the",
      "crème cache",
      "东京",
      "flaky test",
      "retry retry",
      "go rust node",
      "a of the",
      "index",
      "flaky test build retry",
      "test flaky test",
      "cache 东 京 index",
    ];
    const accepts: ((group: string) => boolean)[] = [() => true, (group) => group === "global" || group === "workspace=acme", (group) => group === "user=bob"];
    const check = (): void => {
      for (const query of queries) {
        for (const accept of accepts) expect(compactAnswer(compact, query, accept)).toEqual(reference(simple, query, accept));
      }
    };
    const sessions = new Map<string, number>();
    for (let round = 0; round < 6; round++) {
      for (let step = 0; step < 60; step++) {
        const roll = next();
        const group = groups[Math.floor(next() * groups.length)]!;
        if (roll < 0.4) {
          const key = recordSearchKey("entry", `e${Math.floor(next() * 40)}`);
          const body = text(next);
          simple.add(key, body, group);
          compact.putRecord(key, body, group, 0, textDigest(body));
        } else if (roll < 0.8) {
          const session = `s${Math.floor(next() * 5)}`;
          const seq = (sessions.get(session) ?? 0) + 1;
          sessions.set(session, seq);
          const body = text(next);
          const sessionGroup = groups[Number(session.slice(1)) % groups.length]!;
          compact.addMessage(session, seq, body, sessionGroup, seq, 0, 0);
          simple.add(`m\u0000${session}\u0000${String(seq).padStart(16, "0")}`, body, sessionGroup);
        } else if (roll < 0.9) {
          const key = recordSearchKey("entry", `e${Math.floor(next() * 40)}`);
          simple.remove(key);
          compact.removeOwner(key);
        } else {
          const session = `s${Math.floor(next() * 5)}`;
          for (let seq = 1; seq <= (sessions.get(session) ?? 0); seq++) simple.remove(`m\u0000${session}\u0000${String(seq).padStart(16, "0")}`);
          compact.removeOwner(session);
        }
      }
      check();
      if (round % 2 === 0) compact = new CompactTextIndex(compact.compact());
      else compact = new CompactTextIndex(decodeIndex(encodeIndex({ base: compact.compact(), manifest: {} }))!.base);
      check();
    }
    expect(compact.size).toBe(simple.size);
  });

  it("returns, with a selection, the same best documents as the plain search kept and cut, and every document it cannot vouch for", () => {
    const next = seededRandom(77);
    const index = new CompactTextIndex();
    addMixed(index, next, { from: 0, to: 600, sessions: 8 });
    const labels = index.groupLabels();
    const byRank = (x: [number, number], y: [number, number]): number => y[1] - x[1] || (index.key(x[0]) < index.key(y[0]) ? -1 : 1);
    let pruned = 0;
    for (const query of selectionQueries) {
      for (const accept of [() => true, (group: string) => group !== "user=bob"]) {
        for (const limit of [1, 3, 10, 40]) {
          const keep = (doc: number): boolean => !index.isMessage(doc) || index.owner(doc) !== "s3";
          const ranked = (doc: number): boolean => index.isMessage(doc);
          const plain = index.search(query, (group) => accept(labels[group]!));
          const all = plain.docs.map((doc, at): [number, number] => [doc, plain.scores[at]!]).filter(([doc]) => keep(doc));
          const selected = index.search(query, (group) => accept(labels[group]!), { keep, limit, ranked });
          const chosen = selected.docs.map((doc, at): [number, number] => [doc, selected.scores[at]!]);
          pruned += all.length - chosen.length;
          expect(chosen.sort(byRank).slice(0, limit), `${query} ${limit}`).toEqual(all.sort(byRank).slice(0, limit));
          expect(chosen.filter(([doc]) => !ranked(doc)).sort(byRank)).toEqual(all.filter(([doc]) => !ranked(doc)).sort(byRank));
        }
      }
    }
    expect(pruned).toBeGreaterThan(1_000);
  });

  it("scores only the flagged owners' documents and returns exactly what `keep` alone returns, in the same order, through a compaction", () => {
    const next = seededRandom(91);
    let index = new CompactTextIndex();
    const fill = (from: number, to: number): void => addMixed(index, next, { from, to, sessions: 12 });
    let refusedPlain = 0;
    const compare = (): number => {
      const labels = index.groupLabels();
      let returned = 0;
      for (const sessions of [["s1", "s4", "s7"], ["s2"], ["s0", "s3", "s5", "s6", "s8", "s9", "s10", "s11"], ["no-such-session"], []]) {
        // A search of these sessions' messages alone (recallSessions): keep refuses records and every other session.
        const named = new Set(sessions);
        // Counts the documents `keep` was asked about that it refused: the flagged search never scores them.
        let refused = 0;
        const keep = (doc: number): boolean => {
          const kept = index.isMessage(doc) && named.has(index.owner(doc));
          if (!kept) refused += 1;
          return kept;
        };
        const owners = index.ownerFlags(sessions);
        for (const query of selectionQueries) {
          for (const accept of [() => true, (group: string) => group !== "user=bob"]) {
            for (const limit of [undefined, 1, 5, 40]) {
              const selection = limit === undefined ? { keep } : { keep, limit, ranked: keep };
              refused = 0;
              const simple = index.search(query, (group) => accept(labels[group]!), selection);
              refusedPlain += refused;
              refused = 0;
              const flagged = index.search(query, (group) => accept(labels[group]!), { ...selection, owners });
              expect(refused).toBe(0);
              expect(flagged, `${sessions.join(",")} ${query} ${limit}`).toEqual(simple);
              returned += simple.docs.length;
            }
          }
        }
      }
      return returned;
    };
    fill(0, 500);
    const before = compare();
    // Some documents in a compacted base, others added after it, some removed.
    const size = index.size;
    index = new CompactTextIndex(index.compact());
    expect(index.size).toBe(size);
    fill(500, 700);
    index.removeOwner("s5");
    expect(before).toBeGreaterThan(500);
    expect(compare()).toBeGreaterThan(500);
    // The plain searches scored, and then refused, the other owners' documents.
    expect(refusedPlain).toBeGreaterThan(10_000);
  });

  it("reads multi-byte varints as the one-byte ones: gaps of thousands of documents, counts and term numbers past 127", () => {
    const simple = new TextIndex();
    const compact = new CompactTextIndex();
    const add = (key: string, body: string): void => {
      simple.add(key, body, "global");
      compact.putRecord(key, body, "global", 0, textDigest(body));
    };
    // 300 rare words (term numbers past 127 once compacted: two-byte tokens), a word in every 2,000th
    // document (two-byte gaps), and one document that says "flaky" 20,000 times (a three-byte count).
    for (let doc = 0; doc < 6_000; doc++) {
      add(recordSearchKey("entry", `e${doc}`), `common w${doc % 300} ${doc % 2_000 === 7 ? "sparse" : ""}`);
    }
    add(recordSearchKey("entry", "loud"), `${"flaky ".repeat(20_000)}common`);
    const reloaded = new CompactTextIndex(decodeIndex(encodeIndex({ base: compact.compact(), manifest: {} }))!.base);
    for (const query of ["sparse", "flaky", "common flaky", "w299 sparse", "w0", "common"]) {
      expect(compactAnswer(reloaded, query, () => true)).toEqual(reference(simple, query, () => true));
    }
    expect(compactAnswer(reloaded, "sparse", () => true).map(([key]) => key)).toEqual(
      [7, 2_007, 4_007].map((doc) => recordSearchKey("entry", `e${doc}`)).sort(),
    );
  });

  it("grows its scratch from a rare term to a common one within a search and across searches, keeping what the rare term scored", () => {
    const simple = new TextIndex();
    const compact = new CompactTextIndex();
    // 5,000 documents say "common"; "rare" is in 3 of them and "lone" in 2 others; "added" comes after the base.
    for (let doc = 0; doc < 5_000; doc++) {
      const body = `common ${doc % 2_000 === 11 ? "rare" : ""} ${doc === 5 || doc === 4_999 ? "lone" : ""} w${doc % 700}`;
      simple.add(recordSearchKey("entry", `e${doc}`), body, "global");
      compact.putRecord(recordSearchKey("entry", `e${doc}`), body, "global", 0, textDigest(body));
    }
    const index = new CompactTextIndex(compact.compact());
    for (let doc = 0; doc < 1_500; doc++) {
      const body = `added common ${doc % 3 === 0 ? "rare" : ""}`;
      simple.add(recordSearchKey("entry", `a${doc}`), body, "global");
      index.putRecord(recordSearchKey("entry", `a${doc}`), body, "global", 0, textDigest(body));
    }
    // Rare terms first (a small scratch), then one held by every document; then the other way round.
    for (const query of ["lone", "rare lone common", "lone w3 added", "common rare", "w5 lone rare added common", "lone rare"]) {
      const answer = compactAnswer(index, query, () => true);
      expect(answer, query).toEqual(reference(simple, query, () => true));
    }
    // The two "lone" documents lead (2 documents against "rare"'s 503), then the shortest "rare" ones, added after the base.
    const [first, second, third] = compactAnswer(index, "rare lone common", () => true);
    expect([first![0], second![0], third![0]]).toEqual([recordSearchKey("entry", "e4999"), recordSearchKey("entry", "e5"), recordSearchKey("entry", "a0")]);
  });

  it("keeps a record it already holds as it is (same digest) and re-indexes one whose digest changed", () => {
    const index = new CompactTextIndex();
    index.putRecord("r\u0000entry\u0000e1", "pytest", "global", 1, 1);
    expect(index.holdsRecord("r\u0000entry\u0000e1", 1)).toBe(true);
    expect(index.holdsRecord("r\u0000entry\u0000e1", 2)).toBe(false);
    expect(index.holdsRecord("r\u0000entry\u0000e2", 1)).toBe(false);
    index.putRecord("r\u0000entry\u0000e1", "lint", "global", 1, 2);
    expect(compactAnswer(index, "pytest", () => true)).toEqual([]);
    expect(compactAnswer(index, "lint", () => true).map(([key]) => key)).toEqual(["r\u0000entry\u0000e1"]);
  });
});

describe("CompactTextIndex's retainNamed (what an open's refresh did not put goes)", () => {
  it("keeps what asking the heads about each owner kept: records named since the index was made, sessions the callback keeps", () => {
    const first = new CompactTextIndex();
    for (const name of ["kept", "changed", "unnamed", "deleted", "blank"]) first.putRecord(`r\u0000entry\u0000${name}`, `${name} words`, "global", 1, 1);
    first.putRecord("r\u0000entry\u0000notext", "", "global", 1, 1);
    first.addMessage("s1", 1, "session one words", "global", 1, 0, 10);
    first.addMessage("s2", 1, "session two words", "global", 1, 0, 10);
    const index = new CompactTextIndex(first.compact());
    // What a refresh does: the heads it puts, by key (the engine's `has` after it).
    const heads = new Set<string>();
    const put = (key: string, digest: number, text?: string): void => {
      heads.add(key);
      if (!index.holdsRecord(key, digest) && text !== undefined) index.putRecord(key, text, "global", 2, digest);
    };
    put("r\u0000entry\u0000kept", 1);
    put("r\u0000entry\u0000changed", 2, "changed anew");
    put("r\u0000entry\u0000deleted", 1);
    heads.delete("r\u0000entry\u0000deleted");
    index.removeOwner("r\u0000entry\u0000deleted");
    put("r\u0000entry\u0000new", 3, "new words");
    // A record put without its body while the index lacks it: its head is in, its text not yet.
    heads.add("r\u0000entry\u0000blank");
    index.removeOwner("r\u0000entry\u0000blank");
    // The plain rule: a record owner stays when its head is in, a session when the callback keeps it.
    const plain = [...index.owners()].filter((owner) => (owner.startsWith("r\u0000") ? heads.has(owner) : owner === "s1")).sort();
    index.retainNamed((owner) => owner === "s1");
    expect([...index.owners()].sort()).toEqual(plain);
    expect(plain).toEqual(["r\u0000entry\u0000changed", "r\u0000entry\u0000kept", "r\u0000entry\u0000new", "s1"]);
    expect(
      compactAnswer(index, "words", () => true)
        .map(([key]) => key)
        .sort(),
    ).toEqual(["m\u0000s1\u00000000000000000001", "r\u0000entry\u0000kept", "r\u0000entry\u0000new"].sort());
  });
});

describe("CompactTextIndex digests", () => {
  /** The base's owners that hold a digest, with it. */
  const digestsOf = (base: CompactBase): [string, number][] =>
    base.owners.flatMap((owner, at): [string, number][] => (Number.isNaN(base.ownerDigests[at]) ? [] : [[owner, base.ownerDigests[at]!]]));

  it("are the base's until the index changes one, and changing them never changes the base (another index may share it)", () => {
    const first = new CompactTextIndex();
    first.putRecord("r\u0000entry\u0000a", "cache retry", "global", 1, 11);
    first.putRecord("r\u0000entry\u0000b", "retry later", "global", 1, 12);
    const base = first.compact();
    const column = Array.from(base.ownerDigests);
    const one = new CompactTextIndex(base);
    const two = new CompactTextIndex(base);
    expect(one.holdsRecord("r\u0000entry\u0000a", 11)).toBe(true);
    one.putRecord("r\u0000entry\u0000a", "cache only", "global", 2, 21);
    one.removeOwner("r\u0000entry\u0000b");
    one.putRecord("r\u0000entry\u0000c", "new one", "global", 3, 13);
    expect([one.holdsRecord("r\u0000entry\u0000a", 21), one.holdsRecord("r\u0000entry\u0000b", 12), one.holdsRecord("r\u0000entry\u0000c", 13)]).toEqual([
      true,
      false,
      true,
    ]);
    expect(Array.from(base.ownerDigests)).toEqual(column);
    expect(digestsOf(base)).toEqual([
      ["r\u0000entry\u0000a", 11],
      ["r\u0000entry\u0000b", 12],
    ]);
    expect([two.holdsRecord("r\u0000entry\u0000a", 11), two.holdsRecord("r\u0000entry\u0000b", 12), two.holdsRecord("r\u0000entry\u0000c", 13)]).toEqual([
      true,
      true,
      false,
    ]);
    // Removing an owner the digests never held copies nothing and changes nothing.
    two.removeOwner("s9");
    expect(digestsOf(two.compact())).toEqual(digestsOf(base));
    expect(new Map(digestsOf(one.compact()))).toEqual(
      new Map([
        ["r\u0000entry\u0000a", 21],
        ["r\u0000entry\u0000c", 13],
      ]),
    );
  });

  it("keep a record whose text has no word (a digest and no document) through a compaction and the index file", () => {
    const index = new CompactTextIndex();
    index.putRecord("r\u0000entry\u0000blank", "  ...  ", "global", 1, 7);
    index.addMessage("s1", 1, "run pytest again", "user=ann", 2, 40, 80);
    const base = index.compact();
    expect(base.owners).toEqual(["s1", "r\u0000entry\u0000blank"]);
    expect(Array.from(base.ownerDigests)).toEqual([Number.NaN, 7]);
    const read = new CompactTextIndex(decodeIndex(encodeIndex({ base, manifest: {} }))!.base);
    expect([read.holdsRecord("r\u0000entry\u0000blank", 7), read.holdsRecord("s1", Number.NaN)]).toEqual([true, false]);
    expect([...read.owners()].sort()).toEqual(["r\u0000entry\u0000blank", "s1"]);
    read.removeOwner("r\u0000entry\u0000blank");
    expect([...read.owners()]).toEqual(["s1"]);
  });
});

describe("the index file", () => {
  const base = (): Buffer => {
    const index = new CompactTextIndex();
    index.putRecord("r\u0000entry\u0000e1", "pytest runs the tests", "global", 1, 1);
    index.addMessage("s1", 1, "run pytest again", "user=ann", 2, 40, 80);
    return encodeIndex({ base: index.compact(), manifest: { sessions: [] } });
  };

  it("reads back what it wrote", () => {
    const image = decodeIndex<{ sessions: unknown[] }>(base())!;
    expect(image.manifest).toEqual({ sessions: [] });
    const index = new CompactTextIndex(image.base);
    expect(compactAnswer(index, "pytest", () => true).map(([key]) => key)).toEqual(["m\u0000s1\u00000000000000000001", "r\u0000entry\u0000e1"]);
    expect(index.facts(index.search("again", () => true).docs[0]!)).toEqual({ owner: "s1", seq: 1, group: "user=ann", time: 2, offset: 40, lineLength: 80 });
  });

  it("keeps its columns in memory of their own: the file's bytes, its JSON head among them, are not held by them", () => {
    const bytes = base();
    const { base: read } = decodeIndex<unknown>(bytes)!;
    const columns = [
      read.docOwner,
      read.docSeq,
      read.docGroup,
      read.docTime,
      read.docOffset,
      read.docLineLength,
      read.docLength,
      read.termStart,
      read.postings,
      read.tokenStart,
      read.tokens,
      read.ownerDigests,
      read.termTextStart,
      read.termText,
    ];
    const buffers = new Set(columns.map((column) => column.buffer));
    expect(buffers.size).toBe(1);
    const [buffer] = buffers;
    expect(buffer).not.toBe(bytes.buffer);
    // The body after the 24-byte header and the padded JSON head, nothing else.
    const jsonLength = bytes.readUInt32LE(12);
    expect(buffer!.byteLength).toBe(bytes.length - 24 - pad(jsonLength));
    // Changing the bytes read changes nothing in the index.
    const before = [...read.postings];
    bytes.fill(0);
    expect([...read.postings]).toEqual(before);
    expect(read.ownerDigests.buffer).toBe(buffer);
    expect(Array.from(read.ownerDigests)).toEqual([1, Number.NaN]);
  });

  it("reads the same from its parts as from its whole bytes, and nothing from parts that do not fit together", () => {
    const bytes = base();
    const end = indexHeadLength(bytes, bytes.length)!;
    expect(end).toBe(24 + pad(bytes.readUInt32LE(12)));
    const body = new Uint8Array(bytes.length - end);
    body.set(bytes.subarray(end));
    const parts = decodeIndexParts<unknown>(bytes.subarray(0, end), body)!;
    expect(parts).toEqual(decodeIndex<unknown>(bytes));
    // The columns view the body given, not a copy of it.
    expect(parts.base.postings.buffer).toBe(body.buffer);
    // A body at an offset no 8-byte column can start at; the split a byte off either way; a head too short to say anything.
    const shifted = new Uint8Array(body.length + 4).subarray(4);
    shifted.set(body);
    expect(decodeIndexParts(bytes.subarray(0, end), shifted)).toBeUndefined();
    const longer = new Uint8Array(body.length + 1);
    longer.set(body);
    expect(decodeIndexParts(bytes.subarray(0, end), longer)).toBeUndefined();
    expect(decodeIndexParts(bytes.subarray(0, end - 1), body)).toBeUndefined();
    expect(decodeIndexParts(bytes.subarray(0, 20), body)).toBeUndefined();
    // The head's JSON length pointing past the file, and a prefix that is no index's.
    expect(indexHeadLength(bytes, end - 1)).toBeUndefined();
    expect(indexHeadLength(Buffer.from("ENGRAMSY").subarray(0, 8), 100)).toBeUndefined();
    expect(indexHeadLength(bytes.subarray(0, 23), bytes.length)).toBeUndefined();
  });

  it("is no index when torn, flipped, of another version or not one at all", () => {
    const bytes = base();
    expect(decodeIndex(bytes.subarray(0, bytes.length - 1))).toBeUndefined();
    for (const at of [8, 12, 16, 20, 30, bytes.length - 5]) {
      const flipped = Buffer.from(bytes);
      flipped[at] = flipped[at]! ^ 0xff;
      expect(decodeIndex(flipped)).toBeUndefined();
    }
    expect(decodeIndex(Buffer.from("ENGRAMSX"))).toBeUndefined();
    expect(decodeIndex(Buffer.alloc(0))).toBeUndefined();
    expect(decodeIndex(Buffer.from("{}\n"))).toBeUndefined();
  });

  it("is no index when its checksum holds but a number is out of range (written wrong, or crafted)", async () => {
    const { crc32 } = await import("node:zlib");
    const bytes = Buffer.from(base());
    // The last columns are `tokens`, `ownerDigests`, `termTextStart` and `termText` (each padded to 8 bytes): point the last document's last token past the vocabulary and fix the checksum.
    const { tokens, ownerDigests, termTextStart, termText } = decodeIndex<unknown>(bytes)!.base;
    const last = bytes.length - pad(termText.length) - pad(termTextStart.byteLength) - ownerDigests.byteLength - pad(tokens.length) + tokens.length - 1;
    expect(bytes[last]).toBe(tokens[tokens.length - 1]);
    bytes[last] = 0x7f;
    bytes.writeUInt32LE(crc32(bytes.subarray(24)), 20);
    expect(decodeIndex(bytes)).toBeUndefined();
  });

  it("is no index when a crafted base's postings or token sequences do not hold together", () => {
    const index = new CompactTextIndex();
    index.putRecord("r\u0000entry\u0000e1", "pytest runs the tests", "global", 1, 1);
    index.addMessage("s1", 1, "run pytest again", "user=ann", 2, 40, 80);
    const good = index.compact();
    const roundTrip = (changes: Partial<CompactBase>) => decodeIndex(encodeIndex({ base: { ...good, ...changes }, manifest: {} }));
    // Unchanged, it reads back column for column.
    const back = roundTrip({})!.base;
    expect(back).toEqual(good);
    // A digest per owner, no more and no fewer.
    expect(roundTrip({ ownerDigests: new Float64Array(good.owners.length + 1) })).toBeUndefined();
    expect(roundTrip({ ownerDigests: new Float64Array(good.owners.length - 1) })).toBeUndefined();
    const pytest = baseTerms(good).indexOf("pytest");
    const postings = (edit: (bytes: Uint8Array, start: number) => void): Uint8Array => {
      const bytes = Uint8Array.from(good.postings);
      edit(bytes, good.termStart[pytest]!);
      return bytes;
    };
    // "pytest" is held by both documents: gap 0 (doc 0), count 1, gap 1 (doc 1), count 1.
    expect([...good.postings.subarray(good.termStart[pytest]!, good.termStart[pytest + 1]!)]).toEqual([0, 1, 1, 1]);
    // A document past the last one.
    expect(roundTrip({ postings: postings((bytes, at) => (bytes[at + 2] = 5)) })).toBeUndefined();
    // The same document twice (a gap of 0 after the first).
    expect(roundTrip({ postings: postings((bytes, at) => (bytes[at + 2] = 0)) })).toBeUndefined();
    // A count of 0.
    expect(roundTrip({ postings: postings((bytes, at) => (bytes[at + 1] = 0)) })).toBeUndefined();
    // A varint that runs on past the term's bytes.
    expect(roundTrip({ postings: postings((bytes, at) => (bytes[at + 3] = 0x81)) })).toBeUndefined();
    // A token past the vocabulary, and a document whose token count is not its length.
    const tokens = Uint8Array.from(good.tokens);
    tokens[0] = good.termStart.length - 1;
    expect(roundTrip({ tokens })).toBeUndefined();
    expect(roundTrip({ docLength: Uint32Array.from(good.docLength, (length, doc) => (doc === 0 ? length + 1 : length)) })).toBeUndefined();
  });

  it("is no index when its terms' bytes are not one text per term", () => {
    const index = new CompactTextIndex();
    index.putRecord("r\u0000entry\u0000e1", "pytest 東京 crème", "global", 1, 1);
    const good = index.compact();
    const roundTrip = (changes: Partial<CompactBase>) => decodeIndex(encodeIndex({ base: { ...good, ...changes }, manifest: {} }));
    const terms = baseTerms(good);
    expect(terms).toEqual(["pytest", "東", "京", "creme"]);
    expect(baseTerms(roundTrip({})!.base)).toEqual(terms);
    const starts = (edit: (starts: Uint32Array) => void): Uint32Array => {
      const copy = Uint32Array.from(good.termTextStart);
      edit(copy);
      return copy;
    };
    const east = terms.indexOf("東");
    // A start past the next one, an end short of the bytes or past them, one start more or fewer than the postings' terms.
    expect(roundTrip({ termTextStart: starts((at) => (at[1] = at[2]! + 1)) })).toBeUndefined();
    expect(roundTrip({ termTextStart: starts((at) => (at[at.length - 1] = at[at.length - 1]! - 1)) })).toBeUndefined();
    expect(roundTrip({ termTextStart: starts((at) => (at[0] = 1)) })).toBeUndefined();
    expect(roundTrip({ termTextStart: Uint32Array.from([...good.termTextStart, good.termText.length]) })).toBeUndefined();
    expect(roundTrip({ termTextStart: good.termTextStart.subarray(1) })).toBeUndefined();
    // A term that starts inside a character (東 is three bytes).
    expect(roundTrip({ termTextStart: starts((at) => (at[east] = at[east]! + 1)) })).toBeUndefined();
    // Bytes that are no UTF-8.
    const text = Uint8Array.from(good.termText);
    text[good.termTextStart[east]! + 1] = 0xff;
    expect(roundTrip({ termText: text })).toBeUndefined();
    // A term listed twice is text: read, and its first number is the one found (京's bytes made 東's).
    const twice = Uint8Array.from(good.termText);
    twice.copyWithin(good.termTextStart[east + 1]!, good.termTextStart[east]!, good.termTextStart[east + 1]!);
    const read = roundTrip({ termText: twice })!.base;
    expect(baseTerms(read)).toEqual(["pytest", "東", "東", "creme"]);
    const found = new CompactTextIndex(read);
    expect([found.search("東", () => true).docs, found.search("京", () => true).docs, found.search("creme", () => true).docs]).toEqual([[0], [], [0]]);
  });
});

/** The varint checks of `index-file.ts` as plainly as they can be written (`readVarint` per value), to compare its inline loops with. */
function plainlyWellFormed(base: CompactBase): boolean {
  const docs = base.docLength.length;
  for (let term = 0; term + 1 < base.termStart.length; term++) {
    const end = base.termStart[term + 1]!;
    let doc = -1;
    for (let at = base.termStart[term]!; at < end; ) {
      const gap = readVarint(base.postings, at, end);
      if (gap < 0 || (doc >= 0 && gap === 0)) return false;
      doc = doc < 0 ? gap : doc + gap;
      const count = readVarint(base.postings, varintEnd, end);
      if (doc >= docs || count < 1) return false;
      at = varintEnd;
    }
  }
  for (let doc = 0; doc < docs; doc++) {
    const end = base.tokenStart[doc + 1]!;
    let count = 0;
    for (let at = base.tokenStart[doc]!; at < end; at = varintEnd, count++) {
      const term = readVarint(base.tokens, at, end);
      if (term < 0 || term >= base.termStart.length - 1) return false;
    }
    if (count !== base.docLength[doc]) return false;
  }
  return true;
}

describe("the index file's varint checks", () => {
  it("accept and refuse exactly what a plain check per varint does, on bytes changed at random", () => {
    const index = new CompactTextIndex();
    // Term numbers past 127 and 16,383 (two- and three-byte tokens), gaps past 127 (two-byte postings) and a count of 20,000.
    for (let doc = 0; doc < 2_000; doc++)
      index.putRecord(recordSearchKey("entry", `e${doc}`), `common w${doc % 400} v${doc} ${doc % 300 === 7 ? "sparse" : ""}`, "global", 0, 1);
    index.putRecord(recordSearchKey("entry", "loud"), `${"flaky ".repeat(20_000)}common`, "global", 0, 1);
    for (let word = 0; word < 17_000; word++) index.putRecord(recordSearchKey("entry", `x${word}`), `x${word}`, "global", 0, 1);
    const good = index.compact();
    expect(good.termStart.length - 1).toBeGreaterThan(2 ** 14);
    const decode = (changes: Partial<CompactBase>): boolean => decodeIndex(encodeIndex({ base: { ...good, ...changes }, manifest: {} })) !== undefined;
    expect(decode({})).toBe(true);
    const next = seededRandom(29);
    const outcomes = { accepted: 0, refused: 0 };
    // Values that make varints end early, run on, grow past five bytes or past 2^32, or point past the vocabulary.
    const bytesToTry = [0x00, 0x01, 0x7f, 0x80, 0x81, 0xff, 0x0f, 0x10];
    for (let round = 0; round < 200; round++) {
      const column = round % 2 === 0 ? "postings" : "tokens";
      const bytes = Uint8Array.from(good[column]);
      const at = Math.floor(next() * bytes.length);
      for (let step = 0; step < 1 + Math.floor(next() * 5) && at + step < bytes.length; step++)
        bytes[at + step] = bytesToTry[Math.floor(next() * bytesToTry.length)]!;
      const changed = { ...good, [column]: bytes };
      const expected = plainlyWellFormed(changed);
      expect(decode({ [column]: bytes }), `${column} changed at ${at}`).toBe(expected);
      outcomes[expected ? "accepted" : "refused"] += 1;
    }
    // Both answers were met often: the comparison covered each side.
    expect(outcomes.accepted).toBeGreaterThan(20);
    expect(outcomes.refused).toBeGreaterThan(20);
  });

  it("refuse a varint of six bytes, a count of 2^32 and a token that runs past its document", () => {
    const index = new CompactTextIndex();
    index.putRecord("r\u0000entry\u0000e1", "pytest runs", "global", 1, 1);
    const good = index.compact();
    const decode = (changes: Partial<CompactBase>): boolean => decodeIndex(encodeIndex({ base: { ...good, ...changes }, manifest: {} })) !== undefined;
    const pytest = baseTerms(good).indexOf("pytest");
    const withPostings = (posting: number[]): Partial<CompactBase> => {
      const postings = [...good.postings];
      postings.splice(good.termStart[pytest]!, 2, ...posting);
      const shift = posting.length - 2;
      return { postings: Uint8Array.from(postings), termStart: Uint32Array.from(good.termStart, (start, term) => (term > pytest ? start + shift : start)) };
    };
    expect(decode(withPostings([0, 1]))).toBe(true);
    // The count 2^32 - 1 is whole; 2^32 is not; a count of six bytes is not.
    expect(decode(withPostings([0, 0xff, 0xff, 0xff, 0xff, 0x0f]))).toBe(true);
    expect(decode(withPostings([0, 0x80, 0x80, 0x80, 0x80, 0x10]))).toBe(false);
    expect(decode(withPostings([0, 0x81, 0x80, 0x80, 0x80, 0x80, 0x00]))).toBe(false);
    // A gap of 0 written in two bytes is still document 0.
    expect(decode(withPostings([0x80, 0x00, 1]))).toBe(true);
    // The last token's varint runs on past its document.
    const tokens = Uint8Array.from(good.tokens);
    tokens[tokens.length - 1] = 0x80;
    expect(decode({ tokens })).toBe(false);
  });
});
