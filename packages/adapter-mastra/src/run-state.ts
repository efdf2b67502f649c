import type { ConversationIds, Message, PreparedTurn } from "@engram/core";
import type { MessageList } from "@mastra/core/agent/message-list";

/** What the input processor learned in one agent run, for the later steps, the retry and the output processor. */
export interface RunState {
  ids: ConversationIds;
  turn: PreparedTurn;
  /** Texts of the system blocks Engram added in this run, so a retry can tell them from the instructions. */
  readonly ownBlocks: Set<string>;
  /** The kept history of the last step (messages from earlier runs), put into the prompt at the model. */
  history: Message[];
  /** How many converted response messages the last step's prepare archived. */
  archivedResponses: number;
  /** Engram dropped some of this run's own messages, which Mastra would still send: send Engram's prompt instead. */
  useEngramPrompt: boolean;
}

/** One run's state per MessageList (Mastra makes one MessageList per generate/stream call). */
export type RunStates = WeakMap<MessageList, RunState>;
