import { EngramError } from "@engram/core/store";
import type { z } from "zod";

/** A stored row that no longer parses or validates: names the table and the row. */
export function corruptRow(table: string, id: string, cause: unknown): EngramError {
  const reason = cause instanceof SyntaxError ? `its JSON does not parse (${cause.message})` : `it no longer validates (${describeIssues(cause)})`;
  return new EngramError("STORE_CORRUPT", `The row ${id} of the table ${table} is unreadable: ${reason}. Restore it from a backup or delete it.`, {
    cause,
    details: { table, id },
  });
}

function describeIssues(error: unknown): string {
  if (typeof error === "object" && error !== null && "issues" in error && Array.isArray(error.issues)) {
    return (error.issues as { path?: unknown[]; message?: string }[])
      .slice(0, 5)
      .map((issue) => `${(issue.path ?? []).map(String).join(".") || "(root)"}: ${issue.message ?? "invalid"}`)
      .join("; ");
  }
  return String(error);
}

/** Parses stored JSON and validates it, or throws STORE_CORRUPT naming the row. */
export function readStored<T>(schema: z.ZodType<T>, table: string, id: string, json: string): T {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch (error) {
    throw corruptRow(table, id, error);
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw corruptRow(table, id, parsed.error);
  return parsed.data;
}
