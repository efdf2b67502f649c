import { describe, expect, it } from "vitest";
import type { IndexedFile } from "../src/head-fields.js";
import { IndexedFiles } from "../src/indexed-files.js";

const file = (fingerprint: string): IndexedFile => ({ fingerprint, kind: "entry", heads: [] });

describe("IndexedFiles", () => {
  it("answers as a map of its paths would, in order, out of order, for paths it lacks, and for a path listed twice", () => {
    const paths = ["b/2.md", "a/1.md", "c/3.md", "a-2/9.md", "b/2.md", "a/0.md"];
    const files = paths.map((path, at) => file(`${path}#${at}`));
    const indexed = new IndexedFiles([...paths], [...files]);
    const map = new Map(paths.map((path, at) => [path, files[at]!]));
    // Put in the order Array.prototype.sort gives ("a-2/" before "a/").
    expect([...indexed.keys()]).toEqual(["a-2/9.md", "a/0.md", "a/1.md", "b/2.md", "b/2.md", "c/3.md"]);
    expect(indexed.size).toBe(6);
    const asked = ["a-2/9.md", "a/0.md", "a/1.md", "b/2.md", "c/3.md", "a/1.md", "zz.md", "a/0.md", "", "b/2.md", "a/", "c/3.md", "c/3.md"];
    for (const path of asked) expect({ path, found: indexed.get(path) }).toEqual({ path, found: map.get(path) });
    // The last of a path listed twice, as a map's set would keep.
    expect(indexed.get("b/2.md")?.fingerprint).toBe("b/2.md#4");
    expect(new Map(indexed)).toEqual(map);
    expect(IndexedFiles.empty().get("a/1.md")).toBeUndefined();
  });
});
