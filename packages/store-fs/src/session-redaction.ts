import { EngramError } from "@engram/core";
import type { SessionEvent } from "@engram/core/store";
import { safeParseStoredEvent } from "@engram/core/store-kit";
import { bytesOver, fileLimits, formatBytes, jsonNestingOver } from "./file-limits.js";

function parsedEvent(line: string): SessionEvent | undefined {
  try {
    const parsed = safeParseStoredEvent(JSON.parse(line));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

const seqStart = Buffer.from('{"seq":');

/** The bytes between newlines (the last piece after the final newline included, maybe empty). */
function splitLines(bytes: Buffer): Buffer[] {
  const lines: Buffer[] = [];
  let start = 0;
  for (let at = bytes.indexOf(10); at !== -1; at = bytes.indexOf(10, start)) {
    lines.push(bytes.subarray(start, at));
    start = at + 1;
  }
  lines.push(bytes.subarray(start));
  return lines;
}

/**
 * A session file's bytes with the lines of `events` (by seq) rewritten: the first readable line holding
 * each seq is replaced by the event's JSON, every other line (the header, unreadable lines kept for
 * repair, bytes that are not UTF-8) stays byte for byte. Each new line must fit the file store's limits
 * for one event.
 */
export function redactSessionLines(file: string, bytes: Buffer, events: readonly SessionEvent[]): Buffer {
  const bySeq = new Map(events.map((event) => [event.seq, event]));
  const lines = splitLines(bytes);
  for (const [index, line] of lines.entries()) {
    if (index === 0 || bySeq.size === 0 || !line.subarray(0, seqStart.length).equals(seqStart)) continue;
    const stored = parsedEvent(line.toString("utf8"));
    const next = stored === undefined ? undefined : bySeq.get(stored.seq);
    if (next === undefined) continue;
    const json = JSON.stringify(next);
    if (bytesOver(json, fileLimits.sessionLineBytes) !== undefined || jsonNestingOver(json)) {
      throw new EngramError(
        "INVALID_MESSAGE",
        `The redaction of event ${next.seq} in ${file} takes more than the ${formatBytes(fileLimits.sessionLineBytes)} (or nests deeper than the ${fileLimits.jsonDepth} levels) the file store keeps for one event; shorten it. Nothing was changed.`,
        { details: { path: file, seq: next.seq } },
      );
    }
    lines[index] = Buffer.from(json, "utf8");
    bySeq.delete(next.seq);
  }
  return Buffer.concat(lines.flatMap((line, index) => (index === 0 ? [line] : [Buffer.from("\n"), line])));
}
