import { checkpointRecordSchema, summaryRecordSchema, type CheckpointRecord, type SummaryRecord } from "@engram/core/store";
import type { FileParse } from "./entry-file.js";
import { fileLimits, jsonNestingOver } from "./file-limits.js";
import { storeProblem } from "./load-problems.js";
import { unsafeNameText, unsafeRecordName } from "./safe-path.js";

/** Structured records with no free text to edit: one pretty-printed JSON file each. */
export type JsonRecord = SummaryRecord | CheckpointRecord;
export type JsonKind = JsonRecord["kind"];

const schemas = { summary: summaryRecordSchema, checkpoint: checkpointRecordSchema } as const;

export function renderJsonRecord(record: JsonRecord): string {
  return `${JSON.stringify(record, null, 2)}\n`;
}

/** The 1-based line of the character at `position`, for JSON.parse's "at position N" messages. */
function lineAt(text: string, message: string): number {
  const match = /position (\d+)/.exec(message);
  if (match === null) return 1;
  return text.slice(0, Number(match[1])).split("\n").length;
}

export function parseJsonRecord(kind: JsonKind, path: string, text: string): FileParse<JsonRecord> {
  if (jsonNestingOver(text)) {
    return { records: [], problems: [storeProblem("too-deep", path, undefined, `the file nests arrays and objects more than ${fileLimits.jsonDepth} deep`)] };
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const message = (error as Error).message;
    return { records: [], problems: [storeProblem("invalid-line", path, lineAt(text, message), `not valid JSON (${message})`)] };
  }
  const result = schemas[kind].safeParse(value);
  if (result.success) {
    const unsafe = unsafeRecordName(result.data);
    if (unsafe === undefined) return { records: [result.data], problems: [] };
    return { records: [], problems: [storeProblem("unsafe-name", path, 1, unsafeNameText(unsafe))] };
  }
  const issue = result.error.issues[0];
  const field = issue?.path[0];
  const lines = text.split("\n");
  const index = typeof field === "string" ? lines.findIndex((line) => line.startsWith(`  "${field}":`)) : -1;
  const problem = storeProblem(
    "invalid-record",
    path,
    index === -1 ? 1 : index + 1,
    `not a valid ${kind}: ${issue?.path.join(".") || "record"}: ${issue?.message ?? "invalid"}`,
  );
  return { records: [], problems: [problem] };
}
