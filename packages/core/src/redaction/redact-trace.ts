import { traceCutMarker, traceLimits, type Trace, type TracePart, type TraceRecallItem, cutText } from "../store/trace-schema.js";

/** Rewrites of a trace's texts; `whole` says which parts and recalled items lose all their text. */
export interface TraceTextMaps {
  readonly text: (text: string) => string;
  readonly wholePart?: (part: TracePart) => string | undefined;
  readonly wholeItem?: (item: TraceRecallItem) => string | undefined;
}

/** The text rewritten and kept within `max` (a replacement may be longer than what it replaced). */
function mapped(text: string, max: number, map: (text: string) => string): string {
  const next = map(text);
  if (next === text) return text;
  return next.length <= max + traceCutMarker.length ? next : cutText(next, max);
}

function mapItem(item: TraceRecallItem, maps: TraceTextMaps): TraceRecallItem {
  const text = maps.wholeItem?.(item) ?? mapped(item.text, traceLimits.recallTextChars, maps.text);
  const key = item.source.kind === "entry" ? mapped(item.source.key, traceLimits.idChars - traceCutMarker.length, maps.text) : undefined;
  if (text === item.text && (key === undefined || (item.source.kind === "entry" && key === item.source.key))) return item;
  return { ...item, text, ...(key !== undefined && item.source.kind === "entry" ? { source: { ...item.source, key } } : {}) };
}

function mapItems(items: Trace["recall"]["items"], maps: TraceTextMaps): Trace["recall"]["items"] {
  let changed = false;
  const out = items.map((item) => {
    const next = mapItem(item, maps);
    if (next !== item) changed = true;
    return next;
  });
  return changed ? out : items;
}

/**
 * The trace with every text it holds rewritten (part texts and labels, the recall query and note,
 * recalled items' texts and entry keys), each kept within its limit; the same trace when nothing
 * changed. Ids, kinds, numbers and the caller's label stay.
 */
export function mapTraceTexts(trace: Trace, maps: TraceTextMaps): Trace {
  let changed = false;
  const parts = trace.parts.map((part) => {
    const text = maps.wholePart?.(part) ?? mapped(part.text, traceLimits.textChars, maps.text);
    const label = part.label === undefined ? undefined : mapped(part.label, traceLimits.nameChars - traceCutMarker.length, maps.text);
    if (text === part.text && label === part.label) return part;
    changed = true;
    return label === undefined ? { ...part, text } : { ...part, text, label };
  });
  const recall = trace.recall;
  const query = mapped(recall.query, traceLimits.queryChars, maps.text);
  const note = recall.note === undefined ? undefined : mapped(recall.note, traceLimits.noteChars, maps.text);
  const items = mapItems(recall.items, maps);
  const leftOut = mapItems(recall.leftOut, maps);
  const recallChanged = query !== recall.query || note !== recall.note || items !== recall.items || leftOut !== recall.leftOut;
  if (!changed && !recallChanged) return trace;
  return {
    ...trace,
    parts: changed ? parts : trace.parts,
    recall: recallChanged ? { ...recall, query, ...(note === undefined ? {} : { note }), items, leftOut } : recall,
  };
}
