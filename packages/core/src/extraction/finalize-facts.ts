import type { Message } from "../message/message-schema.js";
import { clipText } from "../message/message-text.js";
import type { Trust } from "../store/records.js";
import { agentTypes, maxFactChars, type ExtractedFact } from "./extracted-fact.js";
import { stripInjectedMemory } from "./memory-fence.js";
import { redactText } from "../redaction/redact-secrets.js";
import { resolveRelativeDates } from "./relative-dates.js";

/** Technologies worth a tag when a fact names them. */
const technologies = [
  "typescript",
  "javascript",
  "node",
  "python",
  "rust",
  "go",
  "react",
  "vue",
  "svelte",
  "nextjs",
  "postgres",
  "mysql",
  "sqlite",
  "redis",
  "mongodb",
  "docker",
  "kubernetes",
  "aws",
  "gcp",
  "azure",
  "pnpm",
  "npm",
  "yarn",
  "vitest",
  "jest",
  "eslint",
  "prettier",
  "git",
  "github",
  "zod",
  "tailwind",
  "graphql",
  "terraform",
  "vite",
];
const aliases: Record<string, string> = { postgresql: "postgres", "next.js": "nextjs", "node.js": "node", golang: "go", k8s: "kubernetes", ts: "typescript" };

/** Tags for the technologies a fact names, lowercase, in a fixed order. */
export function technologyTags(content: string): string[] {
  const words = new Set(
    content
      .toLowerCase()
      .match(/[a-z0-9][a-z0-9.+#-]*[a-z0-9]|[a-z]/g)
      ?.map((word) => aliases[word] ?? word),
  );
  return technologies.filter((name) => words.has(name));
}

/** Lowercase words of a fact, for duplicate checks. */
function words(content: string): Set<string> {
  return new Set(content.toLowerCase().match(/[a-z0-9]+/g) ?? []);
}

function similar(a: string, b: string): boolean {
  const x = words(a);
  const y = words(b);
  let shared = 0;
  for (const word of x) if (y.has(word)) shared++;
  const union = x.size + y.size - shared;
  return union > 0 && shared / union >= 0.8;
}

/** Content made safe to store: no fenced memory, no secrets, one line, at most 300 characters. */
export function cleanContent(content: string, at?: Date, utcOffsetMinutes?: number): string {
  let text = redactText(stripInjectedMemory(content)).replace(/\s+/g, " ").trim();
  if (at) text = resolveRelativeDates(text, at, { utcOffsetMinutes });
  return text.length > maxFactChars ? clipText(text, maxFactChars) : text;
}

/**
 * The trust a fact keeps given who wrote its sources: the claimed one when a source of that role is
 * there (user → a user message, agent → an assistant message, tool → a tool result), otherwise agent,
 * tool or user by the roles present. No sources, or a system message among them: no trust, no fact.
 */
export function trustOf(ids: readonly string[], byId: ReadonlyMap<string, Message>, claimed: Trust): Trust | undefined {
  const roles = new Set(ids.map((id) => byId.get(id)?.role).filter((role) => role !== undefined));
  if (roles.size === 0 || roles.has("system")) return undefined;
  const roleOf: Record<Trust, string> = { user: "user", agent: "assistant", tool: "tool", external: "-" };
  if (roles.has(roleOf[claimed] as "user")) return claimed;
  if (roles.has("assistant")) return "agent";
  if (roles.has("tool")) return "tool";
  return "user";
}

export interface FinalizeOptions {
  readonly messages: readonly Message[];
  readonly maxFacts: number;
  readonly utcOffsetMinutes?: number;
  /** Called for each fact that was dropped, with the reason. */
  readonly onReject?: (fact: ExtractedFact, reason: string) => void;
}

/**
 * Applies the rules every extracted fact obeys, whoever proposed it: sources must be messages of the
 * exchange and never system messages; agent and tool facts may only be solution, code_context or
 * pattern; content is cleaned (fence stripped, secrets redacted, relative dates resolved from the
 * newest source message except in a solution, ≤ 300 characters); near-duplicates merge; the most important `maxFacts` stay,
 * in order of importance (ties keep their order).
 */
export function finalizeFacts(candidates: readonly ExtractedFact[], options: FinalizeOptions): ExtractedFact[] {
  const byId = new Map(options.messages.map((message) => [message.id, message]));
  const kept: ExtractedFact[] = [];
  for (const candidate of candidates) {
    const ids = [...new Set(candidate.sourceMessageIds)].filter((id) => byId.has(id));
    const trust = trustOf(ids, byId, candidate.trust);
    if (!trust) {
      options.onReject?.(candidate, "its sources are not user, assistant or tool messages of this exchange");
      continue;
    }
    if (trust !== "user" && !agentTypes.has(candidate.type)) {
      options.onReject?.(candidate, `a ${candidate.type} can only come from the user, and its sources are ${trust} messages`);
      continue;
    }
    const newest = ids
      .map((id) => byId.get(id)!.createdAt)
      .sort()
      .pop();
    // A fix tells what the code does now: its "today" is the code's ("transfers now count what the sender spent today"),
    // not a day to make absolute (decision 0567).
    const datedAt = newest && candidate.type !== "solution" ? new Date(newest) : undefined;
    const content = cleanContent(candidate.content, datedAt, options.utcOffsetMinutes);
    if (content.length < 8) continue;
    if (/\[REDACTED:[\w-]+\][.'"`)]*$/.test(content)) {
      options.onReject?.(candidate, "all it would keep is a redacted secret");
      continue;
    }
    const round = (value: number): number => Math.round(Math.min(1, Math.max(0, value)) * 100) / 100;
    const tags = [...new Set([...candidate.tags, ...technologyTags(content)].map((tag) => tag.trim().toLowerCase().slice(0, 100)).filter(Boolean))];
    const fact: ExtractedFact = {
      content,
      type: candidate.type,
      importance: round(candidate.importance),
      confidence: round(candidate.confidence),
      trust,
      sourceMessageIds: ids,
      tags,
    };
    const twin = kept.findIndex((other) => similar(other.content, fact.content));
    if (twin === -1) {
      kept.push(fact);
      continue;
    }
    const other = kept[twin]!;
    const winner = fact.importance > other.importance ? fact : other;
    kept[twin] = {
      ...winner,
      sourceMessageIds: [...new Set([...other.sourceMessageIds, ...fact.sourceMessageIds])],
      tags: [...new Set([...other.tags, ...fact.tags])],
    };
  }
  return kept
    .map((fact, index) => ({ fact, index }))
    .sort((a, b) => b.fact.importance - a.fact.importance || a.index - b.index)
    .slice(0, options.maxFacts)
    .map(({ fact }) => fact);
}
