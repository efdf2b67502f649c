import type { Item } from "@langchain/langgraph-checkpoint";
import type { EntryRecord } from "@engram/core";

/** Entries written by EngramStore carry this tag: their content is the item's value as JSON. */
export const storeItemTag = "langgraph-item";

/** An item's value as entry content: JSON, so it round-trips losslessly and recall can still search its words. */
export function valueToContent(value: Record<string, unknown>): string {
  return JSON.stringify(value);
}

/**
 * The item an entry is. Entries EngramStore wrote give back their value; entries Engram made itself
 * (memory tools, consolidation) read as `{ content, type, importance, tags }`, so an agent sees them too.
 */
export function entryToItem(entry: EntryRecord, namespace: string[]): Item {
  return { namespace, key: entry.key, value: entryValue(entry), createdAt: new Date(entry.createdAt), updatedAt: new Date(entry.updatedAt) };
}

function entryValue(entry: EntryRecord): Record<string, unknown> {
  if (entry.tags.includes(storeItemTag)) {
    try {
      const parsed: unknown = JSON.parse(entry.content);
      if (typeof parsed === "object" && parsed !== null && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
    } catch {
      // Redaction can break the JSON of a value that held a secret: the text is returned as is below.
    }
  }
  return { content: entry.content, type: entry.type, importance: entry.importance, tags: entry.tags.filter((tag) => tag !== storeItemTag) };
}

/** LangGraph's filter semantics (as its InMemoryStore): equality, or $eq $ne $gt $gte $lt $lte $in $nin per field. */
export function matchesFilter(value: Record<string, unknown>, filter: Record<string, unknown> | undefined): boolean {
  if (!filter) return true;
  return Object.entries(filter).every(([field, expected]) => compare(value[field], expected));
}

function compare(actual: unknown, expected: unknown): boolean {
  if (typeof expected !== "object" || expected === null || Array.isArray(expected)) return actual === expected;
  const operators = Object.entries(expected as Record<string, unknown>).filter(([key]) => key.startsWith("$"));
  if (operators.length === 0) return JSON.stringify(actual) === JSON.stringify(expected);
  return operators.every(([op, operand]) => {
    switch (op) {
      case "$eq":
        return actual === operand;
      case "$ne":
        return actual !== operand;
      case "$gt":
        return Number(actual) > Number(operand);
      case "$gte":
        return Number(actual) >= Number(operand);
      case "$lt":
        return Number(actual) < Number(operand);
      case "$lte":
        return Number(actual) <= Number(operand);
      case "$in":
        return Array.isArray(operand) && operand.includes(actual);
      case "$nin":
        return !Array.isArray(operand) || !operand.includes(actual);
      default:
        return false;
    }
  });
}
