import { createInMemoryStore } from "@engram/core";
import type { MemoryRecordInput, NewSessionEvent, SearchHit, SearchQuery } from "@engram/core/store";
import type { MemoryStore, Scope } from "@engram/core";
import { seededRandom } from "@engram/core/testing";
import { afterAll, beforeAll, expect, it } from "vitest";
import { impactWalkCounts, impactWalkTuning } from "../src/impact-walk.js";
import { pruneTuning } from "../src/posting-prune.js";
import { postingTuning } from "../src/posting-top.js";
import { sharedSnapshotCounts, sharedSnapshotTuning } from "../src/driver/shared-snapshot.js";
import { openPostgresStore, type PostgresStore } from "../src/index.js";
import { describeWithPostgres, freshSchema, usePostgresServer } from "./postgres-fixture.js";

// Common words and rare ones, so idf, tf saturation, length normalisation, phrases and ties all matter.
const words = "deploy staging cache server port pipeline redis postgres build test flaky retry queue worker token migration schema index vector tenant".split(
  " ",
);
const rare = "zephyr quasar nebula pulsar aurora borealis".split(" ");
const scopes: Scope[] = [{}, { workspace: "A" }, { workspace: "A", user: "u1" }, { workspace: "B" }, { user: "u1" }];
const at = (minute: number) => new Date(Date.parse("2026-03-01T09:00:00.000Z") + minute * 60_000).toISOString();

function corpus(random: () => number) {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const sentence = (length: number): string =>
    Array.from({ length }, () => (random() < 0.08 ? pick(rare) : random() < 0.15 ? "the" : pick(words.slice(0, 1 + Math.floor(random() * words.length))))).join(
      " ",
    );
  const records: MemoryRecordInput[] = [];
  for (let i = 0; i < 240; i++) {
    const scope = pick(scopes);
    const base = { id: `r${i}`, scope, tags: random() < 0.3 ? ["ops"] : [], createdAt: at(i % 17), updatedAt: at(i % 11) };
    const content = sentence(2 + Math.floor(random() * 14));
    const vector = random() < 0.7 ? [random() - 0.3, random(), random() - 0.5, Math.floor(random() * 3)] : undefined;
    const kind = i % 4;
    if (kind === 0 || kind === 1) {
      records.push({
        ...base,
        kind: "entry",
        key: `k${i % 9}`,
        content,
        type: random() < 0.5 ? "fact" : "decision",
        importance: 0.5,
        confidence: 0.5,
        source: "manual",
        provenance: { trust: "user" },
        ...(vector ? { vector } : {}),
      });
    } else if (kind === 2) {
      records.push({
        ...base,
        kind: "daily",
        date: "2026-03-01",
        content,
        type: "fact",
        importance: 0.5,
        provenance: { trust: "agent" },
        ...(vector ? { vector } : {}),
      });
    } else {
      records.push({ ...base, kind: "note", key: `n${i}`, content, ...(vector ? { vector } : {}) });
    }
  }
  const sessions = Array.from({ length: 12 }, (_, s) => ({
    id: `s${s}`,
    scope: scopes[s % scopes.length]!,
    events: Array.from(
      { length: 10 },
      (_, i): NewSessionEvent => ({
        at: at((s * 3 + i) % 13),
        type: "message",
        message: {
          id: `m${i}`,
          role: i % 2 === 0 ? "user" : "assistant",
          parts: [{ type: "text", text: sentence(3 + Math.floor(random() * 20)) }],
          createdAt: at(i),
        },
      }),
    ),
  }));
  return { records, sessions, pick, sentence };
}

function generatedQueries(data: ReturnType<typeof corpus>, random: () => number): SearchQuery[] {
  const targetsChoices: SearchQuery["targets"][] = [
    undefined,
    ["entry"],
    ["note", "daily"],
    ["message"],
    ["entry", "message"],
    ["entry", "daily", "note", "message"],
  ];
  return Array.from({ length: 80 }, (): SearchQuery => {
    const phrase = data.sentence(1 + Math.floor(random() * 3));
    const text = random() < 0.15 ? `${phrase} ${phrase}` : phrase;
    const vector = random() < 0.35 ? [random(), random() - 0.5, random(), random()] : undefined;
    return {
      scope: data.pick(scopes),
      targets: data.pick(targetsChoices),
      limit: data.pick([3, 10, 20, 200]),
      ...(random() < 0.85 || vector === undefined ? { text } : {}),
      ...(vector === undefined ? {} : { vector }),
      ...(random() < 0.15 ? { types: ["fact" as const] } : {}),
      ...(random() < 0.1 ? { tags: ["ops"] } : {}),
      ...(random() < 0.2 ? { excludeSessionIds: ["s1", "s2"] } : {}),
    };
  });
}

/** Hits as comparable values: what was hit, in order, with each score. */
const shape = (hits: readonly SearchHit[]) =>
  hits.map((hit) => ({
    key: hit.target === "record" ? `${hit.record.kind}:${hit.record.id}` : `message:${hit.sessionId}#${hit.event.seq}`,
    score: hit.score,
    textScore: hit.textScore,
    vectorScore: hit.target === "record" ? hit.vectorScore : undefined,
  }));

describeWithPostgres("ranking, against core's in-memory reference store", () => {
  const fixture = usePostgresServer();
  let store: PostgresStore;
  let reference: MemoryStore;
  const random = seededRandom(28);
  const data = corpus(random);
  const queries = generatedQueries(data, random);

  beforeAll(async () => {
    store = await openPostgresStore({ connectionString: fixture.url, schema: freshSchema("ranking"), vectorDimensions: 4 });
    reference = createInMemoryStore();
    for (const target of [store, reference]) {
      for (const record of data.records) await target.put(record);
      for (const session of data.sessions) await target.appendEvents(session.id, session.scope, session.events);
      // Replaced, deleted and redacted documents leave the statistics as they leave the reference's index.
      await target.put({ ...(data.records[5] as MemoryRecordInput & { content: string }), content: "zephyr zephyr deploy" } as MemoryRecordInput);
      await target.delete("entry", "r8");
      await target.deleteSession("s3");
      const [first] = await target.readEvents("s4");
      if (first?.type === "message")
        await target.redactEvents("s4", [{ ...first, message: { ...first.message, parts: [{ type: "text", text: "quasar retry [forgotten]" }] } }]);
    }
  }, 180_000);

  afterAll(async () => {
    await store?.close();
  });

  const compareAll = async () => {
    let compared = 0;
    for (const query of queries) {
      const expected = shape(await reference.search(query));
      const actual = shape(await store.search(query));
      expect(actual, JSON.stringify(query)).toEqual(expected);
      compared += expected.length;
    }
    // The queries found things: the comparison is not of empty lists.
    expect(compared).toBeGreaterThan(400);
  };

  it("returns the same hits in the same order with the same scores for 80 generated queries (text, vector, both, filters, targets, limits)", async () => {
    const before = { ...sharedSnapshotCounts };
    await compareAll();
    // Searches of records and messages read the records on a second connection in the same snapshot (the
    // first finds one connection in the pool and has another made for the next).
    expect(sharedSnapshotCounts.shared - before.shared).toBeGreaterThan(10);
  }, 120_000);

  it("ranks the same with every search read on one connection, as before searches shared their snapshot", async () => {
    sharedSnapshotTuning.beside = false;
    const before = { ...sharedSnapshotCounts };
    try {
      await compareAll();
      expect(sharedSnapshotCounts.shared).toBe(before.shared);
    } finally {
      sharedSnapshotTuning.beside = true;
    }
  }, 120_000);

  // The walk over impact bands (impact-walk.ts) against the reference: forced on every query, with seeds
  // so small that the second statement runs, and so large that the seed holds every row.
  // thresholdDocuments 0: the seed reads on whenever the threshold statement would read more than twice what it holds.
  // scoreAllFromShare 0.3: walks whose bands hold most postings are handed back to scoring every row.
  for (const [seedDocuments, thresholdDocuments, scoreAllFromShare] of [
    [1, 1_000, 100],
    [9, 0, 100],
    [60, 1_000, 100],
    [100_000, 1_000, 100],
    [9, 1_000, 0.3],
  ] as const) {
    it(`ranks the same when every query walks the impact bands (seed of ${seedDocuments} documents, threshold from ${thresholdDocuments}, all scored from ${scoreAllFromShare})`, async () => {
      const saved = { ...impactWalkTuning };
      Object.assign(impactWalkTuning, { fromPostings: 0, seedDocuments, thresholdDocuments, scoreAllFromShare, multiTerm: true });
      // Every record search walks (in use, only those filtering by type or tag do: the others read their postings).
      postingTuning.records = false;
      const before = { ...impactWalkCounts };
      try {
        await compareAll();
        const ran = (key: keyof typeof impactWalkCounts) => impactWalkCounts[key] - before[key];
        // Each way a walk ends was taken: a small seed either settles or needs the threshold statement; a seed of every row never does.
        if (seedDocuments >= 100) expect(ran("thresholdPass")).toBe(0);
        else if (scoreAllFromShare >= 1) {
          expect(ran("thresholdPass")).toBeGreaterThan(10);
          expect(ran("seedOnly")).toBeGreaterThan(5);
        }
        // With threshold 0 some walks read on with a larger seed before deciding (more seed statements than walks that decided).
        if (thresholdDocuments === 0) expect(ran("seedStatements")).toBeGreaterThan(ran("thresholdPass") + ran("seedOnly"));
        if (scoreAllFromShare < 1) expect(ran("scoredAll")).toBeGreaterThan(5);
        else expect(ran("scoredAll")).toBe(0);
      } finally {
        Object.assign(impactWalkTuning, saved);
        postingTuning.records = true;
      }
    }, 120_000);
  }

  // The earlier ways of a two-term search, each turned back on alone.
  for (const [flag, before] of [
    ["joinedPairs", "message searches grouped, as before their postings were joined"],
    ["summedPairs", "searches pivoted by each term's tf, as before their weights were summed in the grouping"],
  ] as const) {
    it(`ranks the same with two-term ${before}`, async () => {
      postingTuning[flag] = false;
      try {
        await compareAll();
      } finally {
        postingTuning[flag] = true;
      }
    }, 120_000);
  }

  it("ranks the same when every search of two or more terms prunes its postings first (MaxScore, posting-prune.ts)", async () => {
    const saved = { ...pruneTuning };
    // Seeds of the rarest term alone, and of every term but the most common one; the pruned statement's sorts discouraged or not.
    for (const [seedShare, prunedHashed] of [
      [0, true],
      [0.9, true],
      [0, false],
    ] as const) {
      Object.assign(pruneTuning, { fromTerms: 2, fromPostings: 0, seedShare });
      postingTuning.prunedHashed = prunedHashed;
      try {
        await compareAll();
      } finally {
        Object.assign(pruneTuning, saved);
        postingTuning.prunedHashed = true;
      }
    }
  }, 240_000);

  it("ranks like the reference where the phrase boost decides who enters a short page", async () => {
    const scope = { workspace: "phrases" };
    const texts = [
      ...Array.from({ length: 12 }, (_, i) => `orbit ${"comet ".repeat(1 + (i % 4))}tail dust orbit`),
      ...Array.from({ length: 6 }, (_, i) => `a comet orbit seen ${"far ".repeat(i)}away`),
      "comet orbit",
      "the long comet orbit of a comet orbit",
    ];
    for (const target of [store, reference]) {
      for (const [i, content] of texts.entries()) {
        await target.put({ kind: "note", id: `p${String(i).padStart(2, "0")}`, key: `p${i}`, scope, content, createdAt: at(i % 3), updatedAt: at(i % 5) });
      }
    }
    const saved = { ...impactWalkTuning };
    try {
      // The records' postings (their two phrase passes), then the GIN index scoring every row, then the impact
      // walk with seeds of 1 and 4 documents (the phrase part of its second statement decides).
      for (const [tuning, postings] of [
        [saved, true],
        [saved, false],
        [{ fromPostings: 0, seedDocuments: 1, scoreAllFromShare: 100, multiTerm: true }, false],
        [{ fromPostings: 0, seedDocuments: 4, scoreAllFromShare: 100, multiTerm: true }, false],
      ] as const) {
        Object.assign(impactWalkTuning, tuning);
        postingTuning.records = postings;
        for (const text of ["comet orbit", "orbit comet", "comet comet", "comet orbit seen", "dust orbit comet"]) {
          for (const limit of [1, 2, 3, 5, 8, 30]) {
            const query: SearchQuery = { text, scope, targets: ["note"], limit };
            expect(shape(await store.search(query)), `${JSON.stringify(tuning)} ${postings} ${text} / ${limit}`).toEqual(shape(await reference.search(query)));
          }
        }
      }
    } finally {
      Object.assign(impactWalkTuning, saved);
      postingTuning.records = true;
    }
  }, 120_000);

  it("ranks messages like the reference where thousands tie and the phrase decides, whatever the first phrase pass reads", async () => {
    // Messages of one template (one length, tf 1: one score) in a workspace and under a user (two precedences),
    // at a few times, the phrase "cold cache" in every 7th, the words apart in the others.
    const texts = (s: number, n: number) =>
      Array.from({ length: n }, (_, i) => ((s * n + i) % 7 === 0 ? "the cold cache warmed slowly" : "the cache ran cold and slowly"));
    for (const target of [store, reference]) {
      for (let s = 0; s < 12; s++) {
        const scope = s % 3 === 0 ? { workspace: "ties", user: "ann" } : { workspace: "ties" };
        await target.appendEvents(
          `tie-${String(s).padStart(2, "0")}`,
          scope,
          texts(s, 15).map((text, i) => ({
            at: at((s + i) % 4),
            type: "message" as const,
            message: { id: `m${i}`, role: "user" as const, parts: [{ type: "text" as const, text }], createdAt: at((s + i) % 4) },
          })),
        );
      }
    }
    const saved = { ...postingTuning };
    const savedPrune = { ...pruneTuning };
    try {
      // Pruned first (posting-prune.ts) or not: the seed's floor ties with thousands of rows. With the pair postings
      // (schema version 8) and without them, when every message holding the words has its token stream read.
      // Two terms joined (joinedPairs) or grouped.
      for (const [phraseFirstPass, fromPostings, pairs, summedPairs, joinedPairs] of [
        [1, Number.POSITIVE_INFINITY, true, true, true],
        [4, Number.POSITIVE_INFINITY, true, true, true],
        [100, Number.POSITIVE_INFINITY, true, true, true],
        [4, Number.POSITIVE_INFINITY, true, true, false],
        [4, Number.POSITIVE_INFINITY, true, false, true],
        [1, 0, true, true, true],
        [4, 0, true, true, true],
        [1, Number.POSITIVE_INFINITY, false, true, true],
        [1, Number.POSITIVE_INFINITY, false, true, false],
        [1, Number.POSITIVE_INFINITY, false, false, true],
        [4, 0, false, true, true],
      ] as const) {
        Object.assign(postingTuning, { phraseFirstPass, pairs, summedPairs, joinedPairs });
        Object.assign(pruneTuning, { fromTerms: 2, fromPostings });
        for (const text of ["cold cache", "cache cold", "cold cache warmed", "cache warmed cold", "cold cold cache", "slowly", "cache"]) {
          for (const limit of [1, 2, 5, 20, 30, 200]) {
            const query: SearchQuery = { text, scope: { workspace: "ties", user: "ann" }, targets: ["message"], limit };
            expect(shape(await store.search(query)), `${phraseFirstPass} ${fromPostings} ${pairs} ${summedPairs} ${joinedPairs} ${text} / ${limit}`).toEqual(
              shape(await reference.search(query)),
            );
          }
        }
      }
    } finally {
      Object.assign(postingTuning, saved);
      Object.assign(pruneTuning, savedPrune);
    }
  }, 120_000);
});
