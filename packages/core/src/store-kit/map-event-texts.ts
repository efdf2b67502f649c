import type { SessionEvent } from "../store/session-events.js";

type EventOf<T extends SessionEvent["type"]> = Extract<SessionEvent, { type: T }>;

/** How each kind of text a session event holds is rewritten (the same value back means unchanged). */
export interface EventTextMaps {
  readonly message: (message: EventOf<"message">["message"], event: EventOf<"message">) => EventOf<"message">["message"];
  readonly summary: (summary: EventOf<"summary">["summary"]) => EventOf<"summary">["summary"];
  readonly progress: (progress: EventOf<"checkpoint">["progress"]) => EventOf<"checkpoint">["progress"];
  readonly title: (title: string) => string;
  readonly trace: (trace: EventOf<"trace">["trace"]) => EventOf<"trace">["trace"];
}

/**
 * A session event with its message, summary, checkpoint progress, title or trace rewritten by `maps`; the
 * event itself when nothing changed, and every other kind of event as it is. One walk for every pass
 * that rewrites archived text (secret redaction, forgetting).
 */
export function mapEventTexts(event: SessionEvent, maps: EventTextMaps): SessionEvent {
  switch (event.type) {
    case "message": {
      const message = maps.message(event.message, event);
      return message === event.message ? event : { ...event, message };
    }
    case "summary": {
      const summary = maps.summary(event.summary);
      return summary === event.summary ? event : { ...event, summary };
    }
    case "checkpoint": {
      const progress = maps.progress(event.progress);
      return progress === event.progress ? event : { ...event, progress };
    }
    case "title": {
      const title = maps.title(event.title);
      return title === event.title ? event : { ...event, title };
    }
    case "trace": {
      const trace = maps.trace(event.trace);
      return trace === event.trace ? event : { ...event, trace };
    }
    default:
      return event;
  }
}
