import { mkdir, readdir, symlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { scanRecordDirectory, type RecordScan } from "../src/record-scan.js";
import { tempRoot } from "./fixtures.js";

let root: string;
let cleanup: () => Promise<void>;
beforeEach(async () => {
  ({ root, cleanup } = await tempRoot());
});
afterEach(async () => {
  await cleanup();
});

describe("scanRecordDirectory", () => {
  it("lists the scope directories side by side and answers in the order a one-by-one listing gives, whichever ends first", async () => {
    // A large directory listed first and small ones after it (they end first), with a directory and a link where files belong.
    const sizes: Record<string, number> = { "workspace=big": 3_000, "user=ann": 1, "workspace=acme-web,user=ann": 4, global: 2 };
    for (const [scope, count] of Object.entries(sizes)) {
      await mkdir(path.join(root, "entries", scope), { recursive: true });
      for (let at = 0; at < count; at++) await writeFile(path.join(root, "entries", scope, `note-${at}.md`), "x");
    }
    await mkdir(path.join(root, "entries/user=ann/odd.md"));
    await symlink(path.join(root, "entries/global/note-0.md"), path.join(root, "entries/global/linked.md"));
    await mkdir(path.join(root, "daily"));
    await writeFile(path.join(root, "daily/2026-05-01.md"), "day");

    // What listing each directory in turn, in its parent's listing order, finds.
    const files: string[] = [];
    const odd: string[] = [];
    for (const top of await readdir(root, { withFileTypes: true })) {
      if (top.name === "daily") for (const name of await readdir(path.join(root, "daily"))) files.push(`daily/${name}`);
      if (top.name !== "entries") continue;
      for (const scope of await readdir(path.join(root, "entries"))) {
        for (const entry of await readdir(path.join(root, "entries", scope), { withFileTypes: true })) {
          (entry.isFile() ? files : odd).push(`entries/${scope}/${entry.name}`);
        }
      }
    }
    const scan: RecordScan = { files: [], oddities: new Map() };
    await scanRecordDirectory(root, "", undefined, scan);
    expect(scan.files).toEqual(files);
    expect([...scan.oddities.keys()]).toEqual(odd);
    expect(scan.files).toHaveLength(3_008);
    expect(odd.sort()).toEqual(["entries/global/linked.md", "entries/user=ann/odd.md"]);
  });
});
