import type { Scope } from "@engram/core";
import type { MemoryRecordInput } from "@engram/core/store";

let clock = Date.parse("2025-01-01T00:00:00.000Z");

/** Strictly increasing times, so order assertions never rest on ties. */
export function nextTime(): string {
  clock += 1000;
  return new Date(clock).toISOString();
}

export function entry(id: string, content: string, scope: Scope, extra: Partial<Record<string, unknown>> = {}): MemoryRecordInput {
  const at = nextTime();
  return {
    kind: "entry",
    id,
    scope,
    key: id,
    content,
    type: "fact",
    importance: 0.5,
    confidence: 0.9,
    source: "manual",
    provenance: { trust: "user" },
    createdAt: at,
    updatedAt: at,
    ...extra,
  } as MemoryRecordInput;
}

export function daily(id: string, content: string, scope: Scope, date: string): MemoryRecordInput {
  const at = nextTime();
  return {
    kind: "daily",
    id,
    scope,
    date,
    content,
    type: "fact",
    importance: 0.5,
    provenance: { trust: "user" },
    createdAt: at,
    updatedAt: at,
  };
}

export function message(id: string, text: string) {
  return {
    type: "message" as const,
    at: nextTime(),
    message: { id, role: "user" as const, parts: [{ type: "text" as const, text }], createdAt: nextTime() },
  };
}
