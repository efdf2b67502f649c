import { BaseListChatMessageHistory } from "@langchain/core/chat_history";
import type { BaseMessage } from "@langchain/core/messages";
import type { ConversationIds, Engram } from "@engram/core";
import { toBaseMessages } from "./to-base-messages.js";
import { toMessageDraft } from "./to-message-draft.js";

export interface EngramChatMessageHistoryOptions extends ConversationIds {
  engram: Engram;
}

/**
 * A session's archive as a LangChain chat history. Messages are archived as they are added
 * (secrets redacted); system messages are instructions, not conversation, and are not archived
 * (as everywhere in Engram). `clear()` erases the session's archive.
 */
export class EngramChatMessageHistory extends BaseListChatMessageHistory {
  lc_namespace = ["engram", "adapter_langchain", "chat_history"];
  readonly #engram: Engram;
  readonly #ids: ConversationIds;

  constructor(options: EngramChatMessageHistoryOptions) {
    super();
    const { engram, sessionId, userId, workspaceId, agentId } = options;
    this.#engram = engram;
    this.#ids = engram.ids({ sessionId, userId, workspaceId, agentId }, undefined, "as `sessionId` in new EngramChatMessageHistory({ ... })");
  }

  /** The whole archived session, oldest first (not trimmed: trimming happens when a prompt is built). */
  async getMessages(): Promise<BaseMessage[]> {
    const session = await this.#engram.session(this.#ids);
    return session.messages.flatMap(toBaseMessages);
  }

  async addMessage(message: BaseMessage): Promise<void> {
    await this.addMessages([message]);
  }

  override async addMessages(messages: BaseMessage[]): Promise<void> {
    // A ToolMessage without a name takes it from the archived call it answers.
    const session = await this.#engram.session(this.#ids);
    const toolNames = new Map<string, string>();
    for (const archived of session.messages) {
      for (const part of archived.parts) if (part.type === "tool-call") toolNames.set(part.toolCallId, part.toolName);
    }
    const drafts = messages.flatMap((message, index) => {
      const draft = toMessageDraft(message, index, toolNames);
      if (draft?.role === "assistant") {
        for (const part of draft.parts) if (part.type === "tool-call") toolNames.set(part.toolCallId, part.toolName);
      }
      return draft && draft.role !== "system" ? [draft] : [];
    });
    if (drafts.length > 0) await this.#engram.record(this.#ids, drafts);
  }

  /**
   * Erases the session (archive, thread summary, checkpoint, notes) through core's
   * `memory.deleteSession`; long-term memories learned from it stay, as with any forgotten chat.
   */
  override async clear(): Promise<void> {
    await this.#engram.memory(this.#ids).deleteSession(this.#ids.sessionId);
  }
}
