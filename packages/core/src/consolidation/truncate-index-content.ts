import { EngramError } from "../errors.js";

export interface IndexLimits {
  /** Default 200. */
  readonly maxLines?: number;
  /** UTF-8 bytes; default 25,000. */
  readonly maxBytes?: number;
}

export interface TruncatedIndex {
  readonly content: string;
  /** The limit that cut the content last, when one did. */
  readonly truncated?: "lines" | "bytes";
}

export const memoryIndexLimits = { maxLines: 200, maxBytes: 25_000 } as const;

const newline = 0x0a;

function truncationNote(limit: "lines" | "bytes", maxLines: number, maxBytes: number): string {
  const cap = limit === "lines" ? `${maxLines}-line` : `${maxBytes}-byte`;
  return `> Truncated at the ${cap} limit of MEMORY.md: later entries are left out.\n`;
}

function assertLimit(name: string, value: number, minimum: number): void {
  if (!Number.isInteger(value) || value < minimum) {
    throw new EngramError("INVALID_OPTIONS", `Invalid ${name} ${value}: expected an integer of at least ${minimum}.`);
  }
}

/**
 * Fits MEMORY.md in its caps the way Claude Code's truncateEntrypointContent does: lines first, then
 * bytes, always at a line boundary (so multi-byte characters are never split), with a last line naming
 * the limit that applied. The result, note included, fits both caps.
 */
export function truncateIndexContent(text: string, limits: IndexLimits = {}): TruncatedIndex {
  const maxLines = limits.maxLines ?? memoryIndexLimits.maxLines;
  const maxBytes = limits.maxBytes ?? memoryIndexLimits.maxBytes;
  assertLimit("maxLines", maxLines, 2);
  assertLimit("maxBytes", maxBytes, Buffer.byteLength(truncationNote("bytes", maxLines, maxBytes)) + 1);
  const content = text.endsWith("\n") || text === "" ? text : `${text}\n`;
  const lines = content.split("\n").slice(0, -1);
  if (lines.length <= maxLines && Buffer.byteLength(content) <= maxBytes) return { content };

  let body = content;
  let truncated: "lines" | "bytes" | undefined;
  if (lines.length > maxLines) {
    body = lines
      .slice(0, maxLines - 1)
      .map((line) => `${line}\n`)
      .join("");
    truncated = "lines";
  }
  const linesNote = truncationNote("lines", maxLines, maxBytes);
  if (truncated === undefined || Buffer.byteLength(body + linesNote) > maxBytes) {
    const note = truncationNote("bytes", maxLines, maxBytes);
    const budget = maxBytes - Buffer.byteLength(note);
    const bytes = Buffer.from(body);
    // The last newline whose line still fits: a newline byte never occurs inside a multi-byte character.
    const end = bytes.lastIndexOf(newline, budget - 1);
    return { content: bytes.subarray(0, end + 1).toString("utf8") + note, truncated: "bytes" };
  }
  return { content: body + linesNote, truncated };
}
