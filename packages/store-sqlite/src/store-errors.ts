import { EngramError } from "@engram/core/store";

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
