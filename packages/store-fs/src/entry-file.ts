import type { EntryRecord } from "@engram/core";
import { entryRecordSchema, indexRecordSchema, noteRecordSchema, type IndexRecord, type NoteRecord } from "@engram/core/store";
import { fieldLine, parseFrontmatterFile, renderFrontmatterFile } from "./frontmatter.js";
import { storeProblem, type StoreProblem } from "./load-problems.js";
import { unsafeNameText, unsafeRecordName } from "./safe-path.js";

/** The records kept as one Markdown file each: every field in the frontmatter, the content as the body. */
export type MarkdownRecord = EntryRecord | NoteRecord | IndexRecord;
export type MarkdownKind = MarkdownRecord["kind"];

const schemas = { entry: entryRecordSchema, note: noteRecordSchema, index: indexRecordSchema } as const;

export function renderMarkdownRecord(record: MarkdownRecord): string {
  const { content, ...fields } = record;
  return renderFrontmatterFile(fields, content);
}

export type FileParse<R> = { readonly records: R[]; readonly problems: StoreProblem[] };

/**
 * Reads one Markdown record file of `kind`. A file whose frontmatter is not YAML, or whose fields
 * fail the record schema, yields a problem naming the path and line, and no record.
 */
export function parseMarkdownRecord(kind: MarkdownKind, path: string, text: string): FileParse<MarkdownRecord> {
  const parsed = parseFrontmatterFile(text);
  if (!parsed.ok) return { records: [], problems: [storeProblem(parsed.reason, path, parsed.line, parsed.message)] };
  const candidate = { kind, ...parsed.fields, content: parsed.body };
  const result = schemas[kind].safeParse(candidate);
  if (result.success) {
    const unsafe = unsafeRecordName(result.data);
    if (unsafe === undefined) return { records: [result.data], problems: [] };
    return { records: [], problems: [storeProblem("unsafe-name", path, fieldLine(parsed.yaml, unsafe.field), unsafeNameText(unsafe))] };
  }
  const issue = result.error.issues[0];
  const field = issue?.path[0];
  const where = issue?.path.length ? issue.path.join(".") : "the frontmatter";
  const line = field === "content" ? parsed.yaml.split("\n").length + 1 : fieldLine(parsed.yaml, field);
  const problem = storeProblem("invalid-record", path, line, `not a valid ${kind}: ${where}: ${issue?.message ?? "invalid"}`);
  return { records: [], problems: [problem] };
}
