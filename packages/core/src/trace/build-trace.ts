import type { ExplainedRecall, RecallExplanation } from "../recall/recall-types.js";
import { messageText } from "../message/message-text.js";
import type { Message } from "../message/message-schema.js";
import type { PromptExtra } from "../pipeline/pipeline-options.js";

import { defaultRecallWeights } from "../recall/recall-signals.js";
import { sessionFocusWeight } from "../recall/session-windows.js";
import type { ContextManifest } from "../pipeline/manifest.js";
import { cutText, traceCutMarker, traceLimits, type Trace, type TracePart, type TraceRecallItem } from "../store/trace-schema.js";

/** What a trace reads of a prepared prompt's manifest: the pipeline's, with what recall did for the call. */
export type TraceManifest = ContextManifest & {
  readonly recall: {
    readonly mode: Trace["recall"]["mode"];
    readonly note?: string;
    readonly indexTokens: number;
    readonly explanation?: RecallExplanation;
  };
};

/** What one trace is made from: the prepared prompt, its manifest, and what only the call knows. */
export interface TraceSource {
  readonly messages: readonly Message[];
  readonly manifest: TraceManifest;
  /** The call's extras, in the order of `manifest.extras`. */
  readonly extras?: readonly PromptExtra[] | undefined;
  readonly attempt: number;
  readonly label?: string | undefined;
  /** Daily item ids the pre-trim flush wrote during the call. */
  readonly flushed: readonly string[];
  /** Secret redaction, the archive's own (`redactText`). */
  readonly redact: (text: string) => string;
}

/**
 * The weights recall ranks a prompt's memories with (`recallForContext` passes none, so recall's
 * defaults), with `focus`: the multiplier of an archived turn's session focus.
 */
export function promptRecallWeights(): Record<string, number> {
  return { ...defaultRecallWeights, focus: sessionFocusWeight * defaultRecallWeights.relevance };
}

const clip = (text: string, max: number): string => (text.length <= max ? text : cutText(text, max - traceCutMarker.length));

/**
 * The part texts within the trace's total: the parts that are not messages first, in order, then the
 * messages from the newest back (the oldest lose their text first). Secrets are redacted before any
 * cut, so a cut never leaves the start of a secret the redaction would no longer recognise.
 */
function boundedTexts(texts: readonly string[], isMessage: readonly boolean[], redact: (text: string) => string): string[] {
  const out = new Array<string>(texts.length).fill("");
  let room = traceLimits.totalTextChars;
  const order = [...texts.keys()].filter((i) => !isMessage[i]);
  for (let i = texts.length - 1; i >= 0; i--) if (isMessage[i]) order.push(i);
  for (const i of order) {
    const text = texts[i]!;
    if (text.length === 0) continue;
    if (room <= 0) {
      out[i] = traceCutMarker.trimStart();
      continue;
    }
    const cut = cutText(redact(text), Math.min(traceLimits.textChars, room));
    room -= Math.min(cut.length, traceLimits.textChars);
    out[i] = cut;
  }
  return out;
}

function recallItem(item: ExplainedRecall, redact: (text: string) => string): TraceRecallItem {
  const source =
    item.source.kind === "message"
      ? {
          kind: "message" as const,
          sessionId: clip(item.source.sessionId, traceLimits.idChars),
          seq: item.source.seq,
          seqs: item.source.seqs.slice(0, traceLimits.recallIds),
        }
      : item.source.kind === "entry"
        ? { kind: "entry" as const, id: clip(item.source.id, traceLimits.idChars), key: clip(redact(item.source.key), traceLimits.idChars) }
        : { kind: "daily" as const, id: clip(item.source.id, traceLimits.idChars), date: clip(item.source.date, 40) };
  const signals: Record<string, number> = {};
  for (const [key, value] of Object.entries(item.signals).slice(0, traceLimits.signals)) {
    if (typeof value === "number" && Number.isFinite(value)) signals[key.slice(0, 40)] = value;
  }
  return {
    source,
    text: cutText(redact(item.text), traceLimits.recallTextChars),
    ids: item.ids.slice(0, traceLimits.recallIds).map((one) => clip(one, traceLimits.idChars)),
    tokens: item.tokens,
    signals,
    ...(item.reason === undefined ? {} : { reason: item.reason }),
  };
}

/**
 * The trace of one prepared prompt (see `traceSchema`): every part with the text it was sent with
 * (a message's text by `messageText`; the others' whole text), secrets redacted, every text and list
 * within `traceLimits`; the caller's extras as `tools` parts.
 */
export function buildTrace(source: TraceSource): Trace {
  const { manifest, redact } = source;
  const name = (text: string): string => clip(redact(text), traceLimits.nameChars);
  // The manifest lists one part per message sent, in the same order.
  const sent = manifest.parts.map((part, index) => ({ part, text: source.messages[index] ? messageText(source.messages[index]) : "" }));
  const extras = manifest.extras.map((extra, index) => ({ extra, text: source.extras?.[index]?.text ?? "" }));
  // Past the cap, the oldest messages are left out of the listing (the prompt lists them last).
  const fixedRoom = Math.floor(traceLimits.parts / 4);
  const others = sent.filter(({ part }) => part.kind !== "message");
  const messages = sent.filter(({ part }) => part.kind === "message");
  const shownOthers = others.slice(0, fixedRoom);
  const shownExtras = extras.slice(0, fixedRoom);
  const messageRoom = traceLimits.parts - shownOthers.length - shownExtras.length;
  const listed = [...shownOthers, ...messages.slice(Math.max(0, messages.length - messageRoom))];
  const partsLeftOut = sent.length + extras.length - listed.length - shownExtras.length;
  const texts = boundedTexts(
    [...listed.map(({ text }) => text), ...shownExtras.map(({ text }) => text)],
    [...listed.map(({ part }) => part.kind === "message"), ...shownExtras.map(() => false)],
    redact,
  );
  const parts: TracePart[] = [
    ...listed.map(({ part }, index) => ({
      kind: part.kind,
      id: clip(part.id, traceLimits.idChars),
      ...(part.role === undefined ? {} : { role: name(part.role) }),
      ...(part.label === undefined ? {} : { label: name(part.label) }),
      tokens: part.tokens,
      text: texts[index]!,
    })),
    ...shownExtras.map(({ extra }, index) => ({
      kind: "tools" as const,
      id: clip(`tool:${redact(extra.label)}`, traceLimits.idChars),
      label: name(extra.label),
      tokens: extra.tokens,
      text: texts[listed.length + index]!,
    })),
  ];
  const recall = manifest.recall;
  const explanation = recall.explanation;
  const { tokens } = manifest;
  return {
    version: 1,
    ...(source.label === undefined ? {} : { label: clip(redact(source.label), traceLimits.labelChars) }),
    attempt: source.attempt,
    iteration: manifest.iteration,
    trigger: manifest.trigger,
    stages: manifest.stages.slice(0, traceLimits.stages),
    budget: { ...manifest.budget },
    tokens: {
      system: tokens.system,
      summary: tokens.summary,
      recovery: tokens.recovery,
      injections: tokens.injections,
      messages: tokens.messages,
      overhead: tokens.overhead,
      total: tokens.total,
      untrimmed: tokens.untrimmed,
      trimBasis: tokens.trimBasis,
      trimBasisAfter: tokens.trimBasisAfter,
    },
    parts,
    partsLeftOut,
    dropped: manifest.dropped
      .slice(0, traceLimits.dropped)
      .map((dropped) => ({ id: clip(dropped.id, traceLimits.idChars), role: name(dropped.role), tokens: dropped.tokens })),
    droppedLeftOut: Math.max(0, manifest.dropped.length - traceLimits.dropped),
    droppedInSession: manifest.droppedInSession,
    omitted: manifest.omitted
      .slice(0, traceLimits.omitted)
      .map((omitted) => ({ id: clip(omitted.id, traceLimits.idChars), label: name(omitted.label), tokens: omitted.tokens, reason: omitted.reason })),
    summary: { ...manifest.summary },
    recall: {
      mode: recall.mode,
      query: cutText(redact(explanation?.query ?? ""), traceLimits.queryChars),
      budgetTokens: explanation?.budgetTokens ?? 0,
      tokens: explanation?.tokens ?? 0,
      indexTokens: recall.indexTokens,
      ...(recall.note === undefined ? {} : { note: cutText(redact(recall.note), traceLimits.noteChars) }),
      weights: promptRecallWeights(),
      scoring: "match-times-lift",
      items: (explanation?.items ?? []).slice(0, traceLimits.recallItems).map((item) => recallItem(item, redact)),
      leftOut: (explanation?.leftOut ?? []).slice(0, traceLimits.recallItems).map((item) => recallItem(item, redact)),
    },
    flushed: source.flushed.slice(0, traceLimits.flushed).map((one) => clip(one, traceLimits.idChars)),
  };
}
