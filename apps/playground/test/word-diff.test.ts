import { describe, expect, it } from "vitest";
import { wordDiff } from "../src/web/client/word-diff.js";

const side = (parts: ReturnType<typeof wordDiff>, kind: "removed" | "added") =>
  parts
    .filter((part) => part.kind !== kind)
    .map((part) => part.text)
    .join("");

describe("wordDiff", () => {
  it("marks the words a changed preference removed and added, keeping the rest", () => {
    expect(wordDiff("User prefers npm for every project.", "User prefers pnpm over npm for every project.")).toEqual([
      { kind: "same", text: "User prefers " },
      { kind: "added", text: "pnpm over " },
      { kind: "same", text: "npm for every project." },
    ]);
    expect(wordDiff("Uses tabs in Go files.", "Uses spaces in Go files.")).toEqual([
      { kind: "same", text: "Uses " },
      { kind: "removed", text: "tabs " },
      { kind: "added", text: "spaces " },
      { kind: "same", text: "in Go files." },
    ]);
  });

  it("gives back the new text exactly, and the old one up to whitespace, from its parts", () => {
    const before = "Deploys  go through CI;\nreleases on Fridays.";
    const after = "Deploys go through the CI pipeline;\nreleases on Tuesdays, never Fridays.";
    const parts = wordDiff(before, after);
    expect(side(parts, "added")).toBe(before.replace("Deploys  go", "Deploys go"));
    expect(side(parts, "removed")).toBe(after);
  });

  it("shows a created or emptied text as one added or removed run", () => {
    expect(wordDiff("", "A new fact.")).toEqual([{ kind: "added", text: "A new fact." }]);
    expect(wordDiff("An old fact.", "")).toEqual([{ kind: "removed", text: "An old fact." }]);
    expect(wordDiff("", "")).toEqual([]);
  });
});
