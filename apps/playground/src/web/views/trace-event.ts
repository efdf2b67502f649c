import type { SessionEvent } from "@engram/core/store";
import { ApiError } from "../api/http-json.js";
import type { StoredTraceEvent } from "./trace-views.js";

/** The trace event `traceId` (its seq) of a session's archive; 404 when there is none. */
export function traceEvent(events: readonly SessionEvent[], sessionId: string, traceId: number): StoredTraceEvent {
  const event = events.find((each) => each.seq === traceId);
  if (event?.type !== "trace") {
    throw new ApiError(404, "NOT_FOUND", `Session "${sessionId}" has no trace ${traceId}: pick a reply in the chat to open its trace.`);
  }
  return { seq: event.seq, at: event.at, trace: event.trace };
}
