import type { EntryRecord, EntryType } from "../store/records.js";
import { entryTypeSchema } from "../store/records.js";
import { truncateIndexContent, type IndexLimits, type TruncatedIndex } from "./truncate-index-content.js";

const typeHeadings: Record<EntryType, string> = {
  fact: "Facts",
  decision: "Decisions",
  preference: "Preferences",
  convention: "Conventions",
  pattern: "Patterns",
  solution: "Solutions",
  code_context: "Code context",
  reference: "References",
  feedback: "Feedback",
};

const maxKeyChars = 60;
const maxContentChars = 150;

function oneLine(text: string, max: number): string {
  const flat = text.replace(/\s+/gu, " ").trim();
  const chars = [...flat];
  return chars.length <= max ? flat : `${chars.slice(0, max - 1).join("").trimEnd()}…`;
}

function lastTouched(entry: EntryRecord): number {
  return Date.parse(entry.lastUsedAt ?? entry.updatedAt);
}

/** Pinned first, then the more important, then the more recently used or updated, then by key. */
export function compareForIndex(a: EntryRecord, b: EntryRecord): number {
  if (a.pinned !== b.pinned) return a.pinned ? -1 : 1;
  if (a.importance !== b.importance) return b.importance - a.importance;
  const recency = lastTouched(b) - lastTouched(a);
  if (recency !== 0) return recency;
  return a.key < b.key ? -1 : a.key > b.key ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

function indexLine(entry: EntryRecord): string {
  const pin = entry.pinned ? " (pinned)" : "";
  return `- **${oneLine(entry.key, maxKeyChars)}**${pin}: ${oneLine(entry.content, maxContentChars)}`;
}

/**
 * MEMORY.md for a set of entries: a heading per type (in the order of `entryTypeSchema`), one short
 * line per entry with its key, pinned entries first, then by importance and recency; cut to
 * `maxLines` (200) and `maxBytes` (25,000) by `truncateIndexContent`. Renders what it is given: pass
 * current entries only (consolidation leaves out superseded ones).
 */
export function renderMemoryIndex(entries: readonly EntryRecord[], limits: IndexLimits = {}): TruncatedIndex {
  const lines = ["# Memory", ""];
  if (entries.length === 0) lines.push("No long-term entries yet.");
  for (const type of entryTypeSchema.options) {
    const group = entries.filter((entry) => entry.type === type).sort(compareForIndex);
    if (group.length === 0) continue;
    if (lines.length > 2) lines.push("");
    lines.push(`## ${typeHeadings[type]}`, "", ...group.map(indexLine));
  }
  return truncateIndexContent(`${lines.join("\n")}\n`, limits);
}
