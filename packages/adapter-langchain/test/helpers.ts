import type { BaseMessage } from "@langchain/core/messages";
import { archivedMessages } from "@engram/core/testing";
import { openTempSqliteStore } from "@engram/store-sqlite/testing";

/** A SQLite store on a temp file, and how to remove it. */
export const tempSqliteStore = () => openTempSqliteStore("engram-langchain-");

/** The archived messages of a session, as role + parts, in order. */
export const archived = archivedMessages;

/** What a model received, as [type, text] pairs. */
export function shape(messages: readonly BaseMessage[]): Array<[string, string]> {
  return messages.map((message) => [message.type, message.text]);
}
