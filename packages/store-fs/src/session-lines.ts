import { closeSync, constants, openSync, readSync } from "node:fs";
import path from "node:path";
import type { SessionEvent } from "@engram/core/store";
import { safeParseStoredEvent } from "@engram/core/store-kit";
import { fileLimits } from "./file-limits.js";

/** Where a search found a message: its session, seq, and its line's byte offset and length. */
export interface EventLine {
  readonly sessionId: string;
  readonly seq: number;
  readonly offset: number;
  readonly length: number;
}

/**
 * The event of each `seq` from its line (`offset`, `length`) in its session's file (`fileOf`, relative
 * to `root`; undefined: no such session), undefined where the line there is not that event now (the file
 * was rewritten since it was indexed). Each session's file is opened once for all its lines (a search
 * page holds many lines of few sessions), never through a link.
 */
export function readEventLines(root: string, fileOf: (sessionId: string) => string | undefined, lines: readonly EventLine[]): (SessionEvent | undefined)[] {
  const found = new Array<SessionEvent | undefined>(lines.length);
  const bySession = new Map<string, number[]>();
  lines.forEach((line, at) => {
    const ats = bySession.get(line.sessionId);
    if (ats === undefined) bySession.set(line.sessionId, [at]);
    else ats.push(at);
  });
  for (const [sessionId, ats] of bySession) {
    const file = fileOf(sessionId);
    if (file === undefined) continue;
    let fd: number | undefined;
    try {
      fd = openSync(path.join(root, file), constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0));
      for (const at of ats) found[at] = lineEvent(fd, lines[at]!);
    } catch {
      // Not openable now (gone, a link, a directory): the caller reads the session whole.
    } finally {
      if (fd !== undefined) closeSync(fd);
    }
  }
  return found;
}

/**
 * The event on `line` of the open file, undefined when the bytes there are not that event. The offset
 * and length come from the index, a file in the store: anything out of range (negative, fractional,
 * past the file) answers undefined for this line alone.
 */
function lineEvent(fd: number, line: EventLine): SessionEvent | undefined {
  const { offset, length } = line;
  if (!Number.isSafeInteger(offset) || offset < 0 || !Number.isSafeInteger(length) || length <= 0 || length > fileLimits.sessionLineBytes) return undefined;
  try {
    const bytes = Buffer.alloc(length);
    if (readSync(fd, bytes, 0, length, offset) !== length) return undefined;
    const parsed = safeParseStoredEvent(JSON.parse(bytes.toString("utf8")));
    return parsed.success && parsed.data.seq === line.seq ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
