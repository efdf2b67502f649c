import { mapEventTexts } from "../store-kit/map-event-texts.js";
import { mapTraceTexts } from "./redact-trace.js";
import type { MemoryRecord } from "../store/records.js";
import type { SessionEvent, SessionInfo } from "../store/session-events.js";
import { redactMessage } from "./redact-message.js";
import { redactText } from "./redact-secrets.js";
import { redactStringsIn } from "./redact-value.js";

/** Ids and times inside summaries and checkpoints: kept as they are, so references still resolve. */
const keptFields: ReadonlySet<string> = new Set(["coveredFrom", "coveredTo", "sessionId", "createdAt", "at", "hash", "version"]);

/** Keys and titles have a length limit; a marker may be longer than what it replaced. */
const clip = (text: string, max: number): string => (text.length > max ? text.slice(0, max) : text);

/**
 * A stored record with the secrets in its text redacted by today's rules (keys, contents, revisions,
 * examples, tags, summaries, checkpoints); ids, scopes and times are kept. Records written before the
 * rules caught a shape are cleaned this way on the way out (export). Returns the record itself when
 * nothing was found.
 */
export function redactRecord(record: MemoryRecord): MemoryRecord {
  switch (record.kind) {
    case "entry": {
      const next = {
        ...record,
        key: clip(redactText(record.key), 200),
        content: redactText(record.content),
        tags: record.tags.map((tag) => clip(redactText(tag), 100)),
        examples: record.examples.map(redactText),
        revisions: record.revisions.map((revision) => ({ ...revision, content: redactText(revision.content) })),
      };
      const same =
        next.key === record.key &&
        next.content === record.content &&
        next.tags.every((tag, i) => tag === record.tags[i]) &&
        next.examples.every((example, i) => example === record.examples[i]) &&
        next.revisions.every((revision, i) => revision.content === record.revisions[i]!.content);
      return same ? record : next;
    }
    case "note": {
      const key = clip(redactText(record.key), 200);
      const content = redactText(record.content);
      return key === record.key && content === record.content ? record : { ...record, key, content };
    }
    case "daily":
    case "index": {
      const content = redactText(record.content);
      return content === record.content ? record : { ...record, content };
    }
    case "summary": {
      const summary = redactStringsIn(record.summary, keptFields);
      return summary === record.summary ? record : { ...record, summary };
    }
    case "checkpoint": {
      const progress = redactStringsIn(record.progress, keptFields);
      return progress === record.progress ? record : { ...record, progress };
    }
  }
}

/** A session event with its message, summary, checkpoint, title or trace redacted; other events as they are. */
export function redactSessionEvent(event: SessionEvent): SessionEvent {
  return mapEventTexts(event, {
    message: (message) => redactMessage(message),
    summary: (summary) => redactStringsIn(summary, keptFields),
    progress: (progress) => redactStringsIn(progress, keptFields),
    title: (title) => clip(redactText(title), 200),
    trace: (trace) => mapTraceTexts(trace, { text: redactText }),
  });
}

/** A session's listing with its title redacted. */
export function redactSessionInfo(info: SessionInfo): SessionInfo {
  if (info.title === undefined) return info;
  const title = clip(redactText(info.title), 200);
  return title === info.title ? info : { ...info, title };
}
