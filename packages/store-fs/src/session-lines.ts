import { closeSync, constants, openSync, readSync } from "node:fs";
import path from "node:path";
import { sessionEventSchema, type SessionEvent } from "@engram/core/store";
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
      // Not readable now (gone, a link, a directory): the caller reads the session whole.
    } finally {
      if (fd !== undefined) closeSync(fd);
    }
  }
  return found;
}

/** The event on `line` of the open file, undefined when the bytes there are not that event. */
function lineEvent(fd: number, line: EventLine): SessionEvent | undefined {
  if (line.length > fileLimits.sessionLineBytes) return undefined;
  const bytes = Buffer.alloc(line.length);
  if (readSync(fd, bytes, 0, line.length, line.offset) !== line.length) return undefined;
  try {
    const parsed = sessionEventSchema.safeParse(JSON.parse(bytes.toString("utf8")));
    return parsed.success && parsed.data.seq === line.seq ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
