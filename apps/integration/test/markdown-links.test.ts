import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { anchorsOf, brokenLinks, headingSlug, linkTargets, markdownFiles } from "./markdown-links.js";
import { root } from "./packages.js";

// The documentation is split by kind (guides, reference pages, decision records, benchmark history)
// and cross-linked; a link that leads nowhere is a defect like a failing example.

describe("every relative link in the repository's Markdown", () => {
  it("resolves: the file or directory exists, and an anchor into a Markdown file names one of its headings", () => {
    const files = markdownFiles(root);
    expect(files).toEqual(expect.arrayContaining(["README.md", "docs/benchmarks.md", "docs/decisions/README.md", "packages/core/README.md"]));
    expect(brokenLinks(root, files)).toEqual([]);
  });
});

describe("the link check", () => {
  it("reads inline links, images and definitions, and not what code blocks or code spans hold", () => {
    const markdown = [
      'See [a](a.md), ![b](img/b.png "title"), [c](<with space.md>) and [d](https://example.com).',
      "`[not](code.md)`",
      "```md",
      "[not](fenced.md)",
      "```",
      "[e]: ./e.md#part",
    ].join("\n");
    expect(linkTargets(markdown)).toEqual(["a.md", "img/b.png", "with space.md", "https://example.com", "./e.md#part"]);
  });

  it("makes GitHub's anchors: case folded, punctuation and code marks dropped, repeats numbered", () => {
    expect(headingSlug("Forgetting: redactEvents and scrub")).toBe("forgetting-redactevents-and-scrub");
    expect(headingSlug("`engramMiddleware(options)`")).toBe("engrammiddlewareoptions");
    expect(headingSlug("Claude Code, with memory across sessions: `engram hooks install claude-code`")).toBe(
      "claude-code-with-memory-across-sessions-engram-hooks-install-claude-code",
    );
    expect([...anchorsOf('# Title\n## Tests\n```\n# not a heading\n```\n## Tests\n<a id="custom"></a>')]).toEqual(["title", "tests", "tests-1", "custom"]);
  });

  it("reports a missing file, a missing anchor and nothing else", () => {
    const dir = mkdtempSync(join(tmpdir(), "engram-links-"));
    const write = (path: string, text: string): void => {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), text);
    };
    try {
      write(
        "README.md",
        "[guide](docs/guide.md#usage) [gone](docs/gone.md) [bad anchor](docs/guide.md#nowhere) [self](#top) [web](https://x.test/y)\n\n# Top\n",
      );
      write("docs/guide.md", "# Guide\n\n## Usage\n\n[back](../README.md) [dir](../docs)\n");
      write("node_modules/pkg/README.md", "[ignored](missing.md)\n");
      expect(markdownFiles(dir)).toEqual(["README.md", "docs/guide.md"]);
      expect(brokenLinks(dir, markdownFiles(dir))).toEqual([
        { file: "README.md", target: "docs/gone.md", reason: "docs/gone.md does not exist" },
        { file: "README.md", target: "docs/guide.md#nowhere", reason: "no heading of docs/guide.md has the anchor #nowhere" },
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
