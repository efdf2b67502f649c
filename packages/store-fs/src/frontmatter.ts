import { Document, isSeq, parseDocument } from "yaml";
import { fileLimits } from "./file-limits.js";
import { readPlainYaml } from "./plain-yaml.js";

/** Fields written first, in this order; the rest follow as the record holds them, `vector` last. */
const fieldOrder = [
  "kind",
  "id",
  "key",
  "type",
  "scope",
  "tags",
  "importance",
  "confidence",
  "source",
  "pinned",
  "provenance",
  "createdAt",
  "updatedAt",
  "lastUsedAt",
  "useCount",
  "validFrom",
  "validTo",
  "supersedes",
  "supersededBy",
  "examples",
  "revisions",
  "expiresAt",
  "truncated",
];
/** Short lists kept on one line. */
const flowFields = ["tags", "vector"];

/** The fields in the order files show them: identity first, the vector last. */
export function orderedFields(fields: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const names = Object.keys(fields).filter((name) => fields[name] !== undefined);
  const rank = (name: string): number => {
    if (name === "vector") return Number.MAX_SAFE_INTEGER;
    const index = fieldOrder.indexOf(name);
    return index === -1 ? fieldOrder.length : index;
  };
  const sorted = [...names].sort((a, b) => rank(a) - rank(b));
  return Object.fromEntries(sorted.map((name) => [name, fields[name]]));
}

/** A Markdown file: YAML frontmatter between "---" lines, then `body` (followed by one newline). */
export function renderFrontmatterFile(fields: Readonly<Record<string, unknown>>, body: string): string {
  // Never anchors and aliases, even for one object met twice: what is read back expands a limited number.
  const document = new Document(orderedFields(fields), { aliasDuplicateObjects: false });
  for (const name of flowFields) {
    const node = document.get(name, true);
    if (isSeq(node)) node.flow = true;
  }
  const yaml = document.toString({ lineWidth: 0 });
  return `---\n${yaml}---\n${body}\n`;
}

export type FrontmatterParse =
  | { readonly ok: true; readonly fields: Record<string, unknown>; readonly body: string; readonly yaml: string }
  | { readonly ok: false; readonly reason: "missing-metadata" | "invalid-yaml"; readonly line: number; readonly message: string };

const opening = /^---[ \t]*\r?\n/;
const closing = /^---[ \t]*\r?$/m;

/** Splits and parses a frontmatter file; line numbers in failures count from the file's first line. */
export function parseFrontmatterFile(text: string): FrontmatterParse {
  const open = opening.exec(text);
  if (open === null) {
    return { ok: false, reason: "missing-metadata", line: 1, message: "the file does not start with a --- frontmatter line" };
  }
  const rest = text.slice(open[0].length);
  const close = closing.exec(rest);
  if (close === null) {
    return { ok: false, reason: "missing-metadata", line: 1, message: "the frontmatter has no closing --- line" };
  }
  const yaml = rest.slice(0, close.index);
  let body = rest.slice(close.index + close[0].length);
  body = body.startsWith("\n") ? body.slice(1) : body;
  body = body.endsWith("\r\n") ? body.slice(0, -2) : body.endsWith("\n") ? body.slice(0, -1) : body;
  // The store's own writing, read in a fraction of the yaml package's time; anything else goes to the package.
  const plain = readPlainYaml(yaml);
  if (plain !== undefined) return { ok: true, fields: plain, body, yaml };
  const document = parseDocument(yaml, { uniqueKeys: true });
  const error = document.errors[0];
  if (error !== undefined) {
    const yamlLines = yaml.split("\n").length - (yaml.endsWith("\n") ? 1 : 0);
    const line = Math.min(error.linePos?.[0].line ?? 1, Math.max(yamlLines, 1)) + 1;
    return { ok: false, reason: "invalid-yaml", line, message: `invalid YAML in the frontmatter (${error.code}: ${error.message.split("\n")[0]})` };
  }
  let fields: unknown;
  try {
    // Aliases nested in aliases ("billion laughs") would expand without end; the yaml package throws past the count.
    fields = document.toJS({ maxAliasCount: fileLimits.yamlAliases });
  } catch (thrown) {
    const why = thrown instanceof ReferenceError ? `it expands more than ${fileLimits.yamlAliases} YAML aliases` : String(thrown);
    return { ok: false, reason: "invalid-yaml", line: 2, message: `the frontmatter cannot be read: ${why}` };
  }
  if (typeof fields !== "object" || fields === null || Array.isArray(fields)) {
    return { ok: false, reason: "invalid-yaml", line: 2, message: "the frontmatter is not a YAML mapping" };
  }
  return { ok: true, fields: fields as Record<string, unknown>, body, yaml };
}

/** The file line (1-based) where a top-level frontmatter field starts, or the opening line. */
export function fieldLine(yaml: string, field: string | number | symbol | undefined): number {
  if (typeof field !== "string") return 1;
  const index = yaml.split("\n").findIndex((line) => line.startsWith(`${field}:`));
  return index === -1 ? 1 : index + 2;
}
