import { consolidatedTag } from "../store/records.js";
import { trustRank } from "../store/trust.js";
import { createHash } from "node:crypto";
import { redactText } from "../redaction/redact-secrets.js";
import type { DailyRecord, EntryRecord, EntryType, Trust } from "../store/records.js";
import { keyFromText } from "./content-key.js";
import type { ResolvedConsolidationOptions } from "./consolidation-options.js";
import { resolveDatesAt } from "./item-dates.js";

/** The id of the entry distilled from a daily item: `distilled-<daily id>` (hashed when too long). */
export function distilledEntryId(dailyId: string): string {
  const id = `distilled-${dailyId}`;
  return id.length <= 200 ? id : `distilled-${createHash("sha256").update(dailyId).digest("hex").slice(0, 32)}`;
}

export interface DistilledFields {
  readonly key?: string;
  readonly content: string;
  readonly type: EntryType;
  readonly importance: number;
}

/**
 * A long-term entry from daily items, with the provenance of its sources: their message ids, the
 * first one's session, and the least trusted of their trusts (a summary is no more trusted than its
 * weakest source). Relative dates are resolved from the time of the latest item, its validFrom.
 */
export function distilledEntry(items: readonly DailyRecord[], fields: DistilledFields, options: ResolvedConsolidationOptions, now: string): EntryRecord {
  const first = items[0];
  if (!first) throw new Error("consolidation: an entry needs at least one daily item");
  const latest = items.reduce((a, b) => (Date.parse(b.createdAt) > Date.parse(a.createdAt) ? b : a));
  const trust = items.map((item) => item.provenance.trust).reduce((a: Trust, b) => (trustRank[b] < trustRank[a] ? b : a));
  // A model's text (content, key) is redacted like every write; daily items were redacted already.
  const content = redactText(resolveDatesAt(fields.content, latest.createdAt)).slice(0, 20_000);
  const sessionId = first.provenance.sessionId;
  return {
    kind: "entry",
    id: distilledEntryId(first.id),
    scope: first.scope,
    key: redactText(fields.key?.trim() || keyFromText(content)).slice(0, 200),
    content,
    type: fields.type,
    importance: fields.importance,
    confidence: options.confidenceByTrust[trust],
    source: "distilled",
    provenance: {
      ...(sessionId === undefined ? {} : { sessionId }),
      messageIds: [...new Set(items.flatMap((item) => item.provenance.messageIds))],
      trust,
    },
    pinned: false,
    tags: [...new Set(items.flatMap((item) => item.tags))].filter((tag) => tag !== consolidatedTag),
    useCount: 0,
    examples: [],
    revisions: [],
    validFrom: latest.createdAt,
    createdAt: now,
    updatedAt: now,
  };
}

/** The offline distillation of one daily item: its text with dates resolved, its type and importance. */
export function distillItem(item: DailyRecord, options: ResolvedConsolidationOptions, now: string): EntryRecord {
  return distilledEntry([item], { content: item.content, type: item.type, importance: item.importance }, options, now);
}
