import type { ConversationIds, PreparedTurn } from "@engram/core";
import type { MessageList } from "@mastra/core/agent/message-list";

/** What the input processor learned in one agent run, for the later steps, the retry and the output processor. */
export interface RunState {
  ids: ConversationIds;
  turn: PreparedTurn;
  /** Texts of the system blocks Engram added in this run, so a retry can tell them from the instructions. */
  readonly ownBlocks: Set<string>;
  /** Ids of the history messages added to the MessageList as "memory" at the last step. */
  memoryIds: string[];
  /** How many converted response messages the last step's prepare archived. */
  archivedResponses: number;
  /** Engram dropped some of this run's own messages, which Mastra would still send: send Engram's prompt instead. */
  useEngramPrompt: boolean;
}

/** One run's state per MessageList (Mastra makes one MessageList per generate/stream call). */
export type RunStates = WeakMap<MessageList, RunState>;
