import { z } from "zod";
import type { Scope } from "@engram/core";
import { scopeSchema, type SessionEvent } from "@engram/core/store";
import { safeParseStoredEvent } from "@engram/core/store-kit";
import { bytesOver, fileLimits, formatBytes, jsonNestingOver } from "./file-limits.js";
import { storeProblem, type StoreProblem } from "./load-problems.js";

/**
 * `sessions/<id>.jsonl`: the first line names the session, every further line is one event:
 *
 *     {"session":{"id":"s1","scope":{"user":"ann"}}}
 *     {"seq":1,"at":"2026-05-01T10:00:00.000Z","type":"message","message":{...}}
 */
export const sessionHeaderSchema = z.object({
  session: z.object({
    id: z.string().min(1),
    scope: scopeSchema,
    /** Written by repair() when it took out unreadable lines: the highest seq they named, never given again. */
    claimedSeq: z.number().int().nonnegative().optional(),
  }),
});
export type SessionHeader = z.infer<typeof sessionHeaderSchema>["session"];

export interface SessionFile {
  readonly header: SessionHeader | undefined;
  readonly events: SessionEvent[];
  /** The 0-based line of each event in `events`. */
  readonly eventLines: number[];
  readonly problems: StoreProblem[];
  /** Whether the file ends with a newline; an append after a cut-off line starts a new line first. */
  readonly endsWithNewline: boolean;
  /**
   * The highest seq that an unreadable but complete line still names (`{"seq":N,...` as the store
   * writes it), 0 when none: the next append numbers past it, so no seq in the file is ever given twice.
   */
  readonly claimedSeq: number;
}

export function renderSessionHeader(id: string, scope: Scope, claimedSeq?: number): string {
  return `${JSON.stringify({ session: claimedSeq === undefined ? { id, scope } : { id, scope, claimedSeq } })}\n`;
}

export function renderEventLines(events: readonly SessionEvent[]): string {
  return events.map((event) => `${JSON.stringify(event)}\n`).join("");
}

const seqPrefix = /^\{"seq":(\d{1,15}),/;

/** A line's JSON value, nothing for a blank line, or the problem that keeps it from being read. */
export type LineValue = { readonly value: unknown } | { readonly problem: StoreProblem } | undefined;

/** The checks every line passes before its JSON is an event or a header: UTF-8, size, nesting, JSON. */
export function lineValue(path: string, line: string, lineNumber: number, last: boolean, notUtf8: boolean): LineValue {
  if (notUtf8) {
    return last
      ? { problem: storeProblem("truncated-line", path, lineNumber, "the last line is cut off (a process was killed while appending)") }
      : { problem: storeProblem("invalid-encoding", path, lineNumber, "the line is not UTF-8 text") };
  }
  if (line.trim() === "") return undefined;
  const bytes = bytesOver(line, fileLimits.sessionLineBytes);
  if (bytes !== undefined) {
    return {
      problem: storeProblem(
        "too-large",
        path,
        lineNumber,
        `the line is ${bytes} bytes, over the ${formatBytes(fileLimits.sessionLineBytes)} one event may take`,
      ),
    };
  }
  if (jsonNestingOver(line))
    return { problem: storeProblem("too-deep", path, lineNumber, `the line nests arrays and objects more than ${fileLimits.jsonDepth} deep`) };
  try {
    return { value: JSON.parse(line) };
  } catch (error) {
    return {
      problem: last
        ? storeProblem("truncated-line", path, lineNumber, "the last line is cut off (a process was killed while appending)")
        : storeProblem("invalid-line", path, lineNumber, `not a JSON line (${(error as Error).message})`),
    };
  }
}

/** A line's JSON value as an event, or why it is none. */
export function eventValue(path: string, lineNumber: number, value: unknown): { readonly event: SessionEvent } | { readonly problem: StoreProblem } {
  let parsed: ReturnType<typeof safeParseStoredEvent>;
  try {
    parsed = safeParseStoredEvent(value);
  } catch (error) {
    return { problem: storeProblem("invalid-record", path, lineNumber, `not a valid event (${String(error)})`) };
  }
  if (parsed.success) return { event: parsed.data };
  const issue = parsed.error.issues[0];
  return {
    problem: storeProblem("invalid-record", path, lineNumber, `not a valid event: ${issue?.path.join(".") || "event"}: ${issue?.message ?? "invalid"}`),
  };
}

/** The lines of a file's text, and whether it ends with a newline (then the empty piece after it is not a line). */
function splitLines(text: string): { lines: string[]; endsWithNewline: boolean } {
  const endsWithNewline = text.length === 0 || text.endsWith("\n");
  const lines = text.split("\n");
  if (endsWithNewline) lines.pop();
  return { lines, endsWithNewline };
}

/**
 * Reads a session file, skipping (and reporting) lines that are not valid events: the last line cut
 * off by a killed process is a "truncated-line", any other bad line an "invalid-line"; `badLines`
 * (1-based) were not UTF-8, and a line over the size limit is not parsed at all.
 */
export function parseSessionFile(path: string, text: string, badLines: readonly number[] = []): SessionFile {
  const { lines, endsWithNewline } = splitLines(text);
  const problems: StoreProblem[] = [];
  const events: SessionEvent[] = [];
  const eventLines: number[] = [];
  const notUtf8 = new Set(badLines);
  let header: SessionHeader | undefined;
  let claimedSeq = 0;
  lines.forEach((line, index) => {
    const lineNumber = index + 1;
    const last = index === lines.length - 1 && !endsWithNewline;
    const fail = (problem: StoreProblem): void => {
      problems.push(problem);
      const claimed = last ? undefined : seqPrefix.exec(line);
      if (claimed) claimedSeq = Math.max(claimedSeq, Number(claimed[1]));
    };
    const read = lineValue(path, line, lineNumber, last, notUtf8.has(lineNumber));
    if (read === undefined) return;
    if ("problem" in read) {
      fail(read.problem);
      return;
    }
    if (index === 0) {
      const parsed = sessionHeaderSchema.safeParse(read.value);
      if (parsed.success) {
        header = parsed.data.session;
        claimedSeq = Math.max(claimedSeq, header.claimedSeq ?? 0);
      } else problems.push(storeProblem("invalid-record", path, lineNumber, 'the first line is not a session header {"session":{id,scope}}'));
      return;
    }
    const parsed = eventValue(path, lineNumber, read.value);
    if ("problem" in parsed) {
      fail(parsed.problem);
      return;
    }
    const previous = events.at(-1)?.seq ?? 0;
    if (parsed.event.seq <= previous) {
      problems.push(storeProblem("invalid-record", path, lineNumber, `event seq ${parsed.event.seq} does not follow seq ${previous}`));
      return;
    }
    events.push(parsed.event);
    eventLines.push(index);
  });
  return { header, events, eventLines, problems, endsWithNewline, claimedSeq };
}
