import { parseScopeLabel, type SessionInfo } from "@engram/core/store";
import { toNumber } from "./stored-json.js";

/** A row of the sessions table. */
export interface SessionRow {
  id: string;
  scope_label: string;
  created_at: string;
  updated_at: string;
  updated_ms: unknown;
  event_count: number;
  title_json: string | null;
}

export const sessionColumns = "id, scope_label, created_at, updated_at, updated_ms, event_count, title_json";

/** The session a row holds (its scope read back from its label, its title from JSON: a title may hold any character). */
export function sessionInfo(row: SessionRow): SessionInfo {
  const info: SessionInfo = {
    id: row.id,
    scope: parseScopeLabel(row.scope_label),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    eventCount: toNumber(row.event_count),
  };
  if (row.title_json !== null) info.title = JSON.parse(row.title_json) as string;
  return info;
}
