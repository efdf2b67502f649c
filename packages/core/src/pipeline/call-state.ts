import type { Message } from "../message/message-schema.js";
import type { SessionProgress } from "../store/session-progress-schema.js";
import type { TokenCounter } from "../tokens/token-counter.js";
import type { DroppedMessage, TrimTrigger } from "./manifest.js";

export interface CallState {
  readonly sessionMessages: readonly Message[];
  readonly counter: TokenCounter;
  readonly limit: number;
  readonly stages: TrimTrigger[];
  readonly dropped: DroppedMessage[];
  checkpoint: SessionProgress | undefined;
  summaryChanged: boolean;
}
