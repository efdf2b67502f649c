import { dailyRecordSchema, type DailyRecord } from "@engram/core/store";
import type { FileParse } from "./entry-file.js";
import { fileLimits, jsonNestingOver } from "./file-limits.js";
import { orderedFields } from "./frontmatter.js";
import { storeProblem, type StoreProblem } from "./load-problems.js";
import { unsafeNameText, unsafeRecordName } from "./safe-path.js";

/**
 * A day's log: a Markdown list, one item per daily record. The item's text is the content (further
 * lines indented by two spaces) and an HTML comment closes it with the other fields as JSON:
 *
 *     - Decided to use pytest for the test suite.
 *       <!-- engram: {"id":"d1","scope":{},"type":"decision",...} -->
 *
 * Any other text in the file (headings, prose, items without the comment) is kept as it is.
 */
export type DailySegment =
  | { readonly type: "item"; readonly id: string }
  | { readonly type: "raw"; readonly text: string }
  /** An item that could not be read: kept as written until repair() takes it out. */
  | { readonly type: "invalid"; readonly text: string };

export interface DailyDocument {
  readonly date: string;
  readonly segments: readonly DailySegment[];
}

const metadataLine = /^\s*<!--\s*engram:\s*(\{.*\})\s*-->\s*$/;
const itemStart = /^-( |$)/;

function isContinuation(line: string): boolean {
  return line === "" || line.startsWith("  ");
}

function metadataJson(fields: Readonly<Record<string, unknown>>): string {
  // "--" would end the HTML comment early; \u002d is the same character to JSON.
  return JSON.stringify(orderedFields(fields)).replace(/--/g, "-\\u002d");
}

function renderItemText(content: string, metadata: Readonly<Record<string, unknown>>): string {
  const [first = "", ...rest] = content.split("\n");
  const lines = [`- ${first}`, ...rest.map((line) => (line === "" ? "" : `  ${line}`))];
  return [...lines, `  <!-- engram: ${metadataJson(metadata)} -->`].join("\n");
}

function itemBody(lines: readonly string[]): string {
  const [first = "", ...rest] = lines;
  return [first.replace(itemStart, ""), ...rest.map((line) => line.slice(line.startsWith("  ") ? 2 : 0))].join("\n");
}

/** One item; when its text would not read back exactly, the content also goes into the comment. */
export function renderDailyItem(record: DailyRecord): string {
  const { kind: _kind, date: _date, content, ...metadata } = record;
  const plain = renderItemText(content, metadata);
  const lines = plain.split("\n");
  if (itemBody(lines.slice(0, -1)) === content && !lines.slice(1, -1).some((line) => metadataLine.test(line))) return plain;
  // The comment's copy of the content is what is read; the visible text cannot close the item early.
  return renderItemText(content.replaceAll("<!--", "&lt;!--"), { ...metadata, content });
}

export function parseDailyFile(date: string, path: string, text: string): FileParse<DailyRecord> & { document: DailyDocument } {
  const lines = text.split("\n");
  if (lines.at(-1) === "") lines.pop();
  const records: DailyRecord[] = [];
  const problems: StoreProblem[] = [];
  const segments: DailySegment[] = [];
  let raw: string[] = [];
  const flushRaw = (): void => {
    raw = trimEnd(raw);
    if (raw.length > 0) segments.push({ type: "raw", text: raw.join("\n") });
    raw = [];
  };
  let index = 0;
  while (index < lines.length) {
    const line = lines[index] ?? "";
    if (!itemStart.test(line)) {
      if (line !== "" || raw.length > 0) raw.push(line);
      index += 1;
      continue;
    }
    const start = index;
    let end = index + 1;
    while (end < lines.length && isContinuation(lines[end] ?? "") && !metadataLine.test(lines[end] ?? "")) end += 1;
    const closing = metadataLine.exec(lines[end] ?? "");
    flushRaw();
    if (closing === null) {
      problems.push(storeProblem("missing-metadata", path, start + 1, "a list item without its <!-- engram: {...} --> comment"));
      segments.push({ type: "invalid", text: trimEnd(lines.slice(start, end)).join("\n") });
      index = end;
      continue;
    }
    const itemLines = lines.slice(start, end + 1);
    index = end + 1;
    const record = parseItem(date, path, end + 1, itemBody(itemLines.slice(0, -1)), closing[1] ?? "", problems);
    if (record === undefined) {
      segments.push({ type: "invalid", text: itemLines.join("\n") });
      continue;
    }
    records.push(record);
    segments.push({ type: "item", id: record.id });
  }
  flushRaw();
  return { records, problems, document: { date, segments } };
}

function trimEnd(lines: readonly string[]): string[] {
  const kept = [...lines];
  while (kept.length > 0 && kept[kept.length - 1] === "") kept.pop();
  return kept;
}

function parseItem(date: string, path: string, line: number, body: string, json: string, problems: StoreProblem[]): DailyRecord | undefined {
  if (jsonNestingOver(json)) {
    problems.push(storeProblem("too-deep", path, line, `the item's engram comment nests arrays and objects more than ${fileLimits.jsonDepth} deep`));
    return undefined;
  }
  let metadata: unknown;
  try {
    metadata = JSON.parse(json);
  } catch (error) {
    problems.push(storeProblem("invalid-line", path, line, `the item's engram comment is not JSON (${(error as Error).message})`));
    return undefined;
  }
  const fields = typeof metadata === "object" && metadata !== null ? (metadata as Record<string, unknown>) : {};
  const content = typeof fields["content"] === "string" ? fields["content"] : body;
  const result = dailyRecordSchema.safeParse({ ...fields, kind: "daily", date, content });
  if (result.success) {
    const unsafe = unsafeRecordName(result.data);
    if (unsafe === undefined) return result.data;
    problems.push(storeProblem("unsafe-name", path, line, unsafeNameText(unsafe)));
    return undefined;
  }
  const issue = result.error.issues[0];
  problems.push(storeProblem("invalid-record", path, line, `not a valid daily item: ${issue?.path.join(".") || "item"}: ${issue?.message ?? "invalid"}`));
  return undefined;
}

/**
 * The file for `document` after its items became `items` (by id, in order): known items stay in place
 * (or leave), other text is kept (unreadable items too, unless `keepInvalid` is false: repair), new
 * items go at the end.
 */
export function renderDailyFile(document: DailyDocument, items: readonly DailyRecord[], keepInvalid = true): string {
  const byId = new Map(items.map((item) => [item.id, item]));
  const blocks: string[] = [];
  const placed = new Set<string>();
  for (const segment of document.segments) {
    if (segment.type !== "item") {
      if (segment.type === "raw" || keepInvalid) blocks.push(segment.text);
      continue;
    }
    const item = byId.get(segment.id);
    if (item === undefined || placed.has(item.id)) continue;
    placed.add(item.id);
    blocks.push(renderDailyItem(item));
  }
  for (const item of items) if (!placed.has(item.id)) blocks.push(renderDailyItem(item));
  return `${blocks.join("\n\n")}\n`;
}

/** A new day's file. */
export function emptyDailyDocument(date: string): DailyDocument {
  return { date, segments: [{ type: "raw", text: `# ${date}` }] };
}
