import { z } from "zod";
import { scopeSchema, sessionEventSchema, type Scope, type SessionEvent } from "@engram/core";
import { storeProblem, type StoreProblem } from "./load-problems.js";

/**
 * `sessions/<id>.jsonl`: the first line names the session, every further line is one event:
 *
 *     {"session":{"id":"s1","scope":{"user":"ann"}}}
 *     {"seq":1,"at":"2026-05-01T10:00:00.000Z","type":"message","message":{...}}
 */
export const sessionHeaderSchema = z.object({
  session: z.object({ id: z.string().min(1), scope: scopeSchema }),
});
export type SessionHeader = z.infer<typeof sessionHeaderSchema>["session"];

export interface SessionFile {
  readonly header: SessionHeader | undefined;
  readonly events: SessionEvent[];
  readonly problems: StoreProblem[];
  /** Whether the file ends with a newline; an append after a cut-off line starts a new line first. */
  readonly endsWithNewline: boolean;
}

export function renderSessionHeader(id: string, scope: Scope): string {
  return `${JSON.stringify({ session: { id, scope } })}\n`;
}

export function renderEventLines(events: readonly SessionEvent[]): string {
  return events.map((event) => `${JSON.stringify(event)}\n`).join("");
}

/**
 * Reads a session file, skipping (and reporting) lines that are not valid events: the last line cut
 * off by a killed process is a "truncated-line", any other bad line an "invalid-line".
 */
export function parseSessionFile(path: string, text: string): SessionFile {
  const endsWithNewline = text.length === 0 || text.endsWith("\n");
  const lines = text.split("\n");
  if (endsWithNewline) lines.pop();
  const problems: StoreProblem[] = [];
  const events: SessionEvent[] = [];
  let header: SessionHeader | undefined;
  lines.forEach((line, index) => {
    const lineNumber = index + 1;
    const last = index === lines.length - 1 && !endsWithNewline;
    if (line.trim() === "") return;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch (error) {
      problems.push(
        last
          ? storeProblem("truncated-line", path, lineNumber, "the last line is cut off (a process was killed while appending)")
          : storeProblem("invalid-line", path, lineNumber, `not a JSON line (${(error as Error).message})`),
      );
      return;
    }
    if (index === 0) {
      const parsed = sessionHeaderSchema.safeParse(value);
      if (parsed.success) header = parsed.data.session;
      else problems.push(storeProblem("invalid-record", path, lineNumber, "the first line is not a session header {\"session\":{id,scope}}"));
      return;
    }
    const parsed = sessionEventSchema.safeParse(value);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      problems.push(storeProblem("invalid-record", path, lineNumber, `not a valid event: ${issue?.path.join(".") || "event"}: ${issue?.message ?? "invalid"}`));
      return;
    }
    const previous = events.at(-1)?.seq ?? 0;
    if (parsed.data.seq <= previous) {
      problems.push(storeProblem("invalid-record", path, lineNumber, `event seq ${parsed.data.seq} does not follow seq ${previous}`));
      return;
    }
    events.push(parsed.data);
  });
  return { header, events, problems, endsWithNewline };
}
