import type { Message } from "../message/message-schema.js";
import type { SessionProgress } from "../store/session-progress-schema.js";
import type { ContextManifest } from "./manifest.js";

/** What to send on the next model call, and the manifest explaining it. */
export interface PreparedContext {
  readonly messages: Message[];
  readonly manifest: ContextManifest;
  /** Set when this call trimmed: the `session_progress` checkpoint for the store to keep. */
  readonly checkpoint?: SessionProgress;
}
