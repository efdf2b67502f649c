import { fixturesA } from "./extraction-fixtures-a.js";
import { fixturesB } from "./extraction-fixtures-b.js";
import { fixturesC } from "./extraction-fixtures-c.js";
import { fixturesD } from "./extraction-fixtures-d.js";
import { fixturesE } from "./extraction-fixtures-e.js";
import { fixturesF } from "./extraction-fixtures-f.js";
import { fixturesG } from "./extraction-fixtures-g.js";
import { fixturesH } from "./extraction-fixtures-h.js";
import { fixturesI } from "./extraction-fixtures-i.js";
import { fixturesJ } from "./extraction-fixtures-j.js";
import { fixturesK } from "./extraction-fixtures-k.js";
import { fixturesL } from "./extraction-fixtures-l.js";
import { fixturesM } from "./extraction-fixtures-m.js";
import { fixturesN } from "./extraction-fixtures-n.js";
import { fixturesO } from "./extraction-fixtures-o.js";
import { fixturesP } from "./extraction-fixtures-p.js";
import { fixturesQ } from "./extraction-fixtures-q.js";
import { fixturesR } from "./extraction-fixtures-r.js";
import { fixturesS } from "./extraction-fixtures-s.js";
import { fixturesT } from "./extraction-fixtures-t.js";
import { fixturesU } from "./extraction-fixtures-u.js";
import { fixturesV } from "./extraction-fixtures-v.js";
import { fixturesW } from "./extraction-fixtures-w.js";
import { fixturesX } from "./extraction-fixtures-x.js";
import { fixturesY } from "./extraction-fixtures-y.js";
import { fixturesZ } from "./extraction-fixtures-z.js";
import { fixturesZa } from "./extraction-fixtures-za.js";
import { fixturesZb } from "./extraction-fixtures-zb.js";
import { fixturesZc } from "./extraction-fixtures-zc.js";
import { fixturesZd } from "./extraction-fixtures-zd.js";
import { fixturesZe } from "./extraction-fixtures-ze.js";
import type { FixtureFact, WrittenFixture } from "./extraction-fixture-kit.js";

export type { FixtureFact } from "./extraction-fixture-kit.js";
export { hostileOutput, injectedFinding } from "./extraction-fixture-kit.js";

export interface ExtractionFixture extends WrittenFixture {
  /** What extraction must keep: `expected` less the facts it misses, plus the extra ones. Derived, never written. */
  readonly extracted: readonly FixtureFact[];
}

function withExtracted(fixture: WrittenFixture): ExtractionFixture {
  const missed = new Set(fixture.shortfall?.missed);
  const retyped = new Map(fixture.shortfall?.retyped?.map((fact) => [fact[0], fact]));
  const kept = fixture.expected.filter(([content]) => !missed.has(content)).map((fact) => retyped.get(fact[0]) ?? fact);
  return { ...fixture, extracted: [...kept, ...(fixture.shortfall?.extra ?? [])] };
}

/**
 * Every fixture in the order it was written (parts a to z, then za to ze); the last is the held-out one, written after the rules,
 * which were not changed for it.
 */
const writtenFixtures: readonly WrittenFixture[] = [
  ...fixturesA,
  ...fixturesB,
  ...fixturesC,
  ...fixturesD,
  ...fixturesE,
  ...fixturesF,
  ...fixturesG,
  ...fixturesH,
  ...fixturesI,
  ...fixturesJ,
  ...fixturesK,
  ...fixturesL,
  ...fixturesM,
  ...fixturesN,
  ...fixturesO,
  ...fixturesP,
  ...fixturesQ,
  ...fixturesR,
  ...fixturesS,
  ...fixturesT,
  ...fixturesU,
  ...fixturesV,
  ...fixturesW,
  ...fixturesX,
  ...fixturesY,
  ...fixturesZ,
  ...fixturesZa,
  ...fixturesZb,
  ...fixturesZc,
  ...fixturesZd,
  ...fixturesZe,
];

export const extractionFixtures: readonly ExtractionFixture[] = writtenFixtures.map(withExtracted);
