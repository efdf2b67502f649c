import type { EntryRecord } from "@engram/core";
import { entryTypeSchema } from "@engram/core/store";
import { z } from "zod";
import { mcpScopeSchema, type McpScopeName } from "./mcp-scopes.js";

/** An entry as tools report it. */
export const entryViewSchema = z.object({
  id: z.string(),
  key: z.string(),
  scope: mcpScopeSchema,
  type: entryTypeSchema,
  tags: z.array(z.string()),
  content: z.string(),
  importance: z.number(),
  pinned: z.boolean(),
  revisions: z.number().int(),
  updatedAt: z.string(),
});

export type EntryView = z.infer<typeof entryViewSchema>;

export function entryView(entry: EntryRecord, scope: McpScopeName): EntryView {
  return {
    id: entry.id,
    key: entry.key,
    scope,
    type: entry.type,
    tags: [...entry.tags],
    content: entry.content,
    importance: entry.importance,
    pinned: entry.pinned,
    revisions: entry.revisions.length,
    updatedAt: entry.updatedAt,
  };
}
