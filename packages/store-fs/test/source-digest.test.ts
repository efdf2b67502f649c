import { describe, expect, it } from "vitest";
import { sourceDigest, textDigest } from "../src/source-digest.js";
import { seededRandom } from "./fixtures.js";

describe("a record source's digest (decision 0247)", () => {
  it("is a fixed 53-bit number for a path and fingerprint: index files written earlier keep matching", () => {
    // Pinned: a change to the function would make every index file's digests miss, and every record be indexed again.
    expect(sourceDigest("entries/global/k1.md", "5423107:560:1796082360788708434")).toBe(2078626076366337);
    expect(sourceDigest("entries/global/k1.md", "5423107:561:1796082360788708434")).toBe(6637906500208850);
    expect(sourceDigest("entries/global/k2.md", "5423107:560:1796082360788708434")).toBe(1666597806700912);
    expect(sourceDigest("entries/workspace=acme/東京.md", "1:2:3")).toBe(6416345883991283);
    expect(sourceDigest("", "")).toBe(1082665364329910);
    // Version 2 of the index file kept the joined text: its digest is the same number.
    expect(textDigest("entries/global/k1.md\n5423107:560:1796082360788708434")).toBe(2078626076366337);
  });

  it("is the digest of the joined text for any path and fingerprint (taken from the parts without joining them)", () => {
    const next = seededRandom(5);
    const units = ["a", "/", "\n", ":", "9", "é", "東", "😀", "\u0000"];
    const text = (): string => Array.from({ length: Math.floor(next() * 40) }, () => units[Math.floor(next() * units.length)]).join("");
    for (let round = 0; round < 2_000; round++) {
      const [file, print] = [text(), text()];
      expect(sourceDigest(file, print)).toBe(textDigest(`${file}\n${print}`));
    }
  });

  it("tells 200,000 sources of neighbouring paths and fingerprints apart, each a safe integer using all 53 bits", () => {
    const seen = new Set<number>();
    let high = 0;
    for (let i = 0; i < 100_000; i++) {
      for (const print of [`${5_423_107 + i}:${i % 900}:1796082360788708434`, `${5_423_107 + i}:${(i % 900) + 1}:1796082360788708434`]) {
        const digest = sourceDigest(`entries/workspace=acme/fact-${i}.md`, print);
        expect(Number.isSafeInteger(digest) && digest >= 0).toBe(true);
        seen.add(digest);
        if (digest >= 2 ** 52) high++;
      }
    }
    expect(seen.size).toBe(200_000);
    // About half have the top bit set: the high lane is spread, not stuck at zero.
    expect(high / 200_000).toBeGreaterThan(0.45);
    expect(high / 200_000).toBeLessThan(0.55);
  });
});
