import type { EntryType, Scope } from "@engram/core";
import type { MemoryRecordInput } from "@engram/core/store";
import { SeededRandom } from "../seeded-random.js";
import {
  areas,
  commands,
  directories,
  errors,
  extensions,
  fileStems,
  fixes,
  identifiers,
  libraries,
  people,
  reasons,
  styles,
  ticketPrefixes,
  tools,
  unicodeBits,
} from "./store-vocabulary.js";

/**
 * Deterministic long-term entries, as a coding assistant accumulates them: facts, decisions,
 * preferences, conventions, patterns, solutions, code context, references and feedback about a
 * TypeScript monorepo. Entry i depends only on the seed and i, so a store can be filled in steps
 * (1k, then up to 10k, then up to 100k) and every store gets exactly the same entries.
 */

export type EntryInput = Extract<MemoryRecordInput, { kind: "entry" }>;

export const defaultEntrySeed = 0xe17a;

/** The context every search runs in: one workspace and one user. */
export const searchScope: Scope = { workspace: "acme-web", user: "ann" };

/**
 * Where entries live. 80% are visible in `searchScope` (the workspace's, Ann's own in it, Ann's across
 * workspaces); 20% belong to another workspace, so the store must filter them out.
 */
const scopes: ReadonlyArray<{ readonly scope: Scope; readonly weight: number }> = [
  { scope: { workspace: "acme-web" }, weight: 0.6 },
  { scope: { workspace: "acme-web", user: "ann" }, weight: 0.15 },
  { scope: { user: "ann" }, weight: 0.05 },
  { scope: { workspace: "billing-api" }, weight: 0.2 },
];

const startMs = Date.UTC(2024, 0, 8, 9, 0, 0);

/** Favours the start of a list (roughly Zipf): some words are common, most are rare. */
export function skewedPick<T>(r: SeededRandom, items: readonly T[]): T {
  return items[Math.floor(items.length * r.next() ** 1.7)]!;
}

export function filePath(r: SeededRandom): string {
  return `${skewedPick(r, directories)}/${skewedPick(r, fileStems)}${r.pick(extensions)}`;
}

function ticket(r: SeededRandom): string {
  return `${r.pick(ticketPrefixes)}-${r.int(100, 9999)}`;
}

function slug(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[^\x20-\x7e]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40);
}

const sentences: Record<EntryType, (r: SeededRandom) => string> = {
  fact: (r) =>
    r.chance(0.5)
      ? `The ${skewedPick(r, areas)} code lives in ${filePath(r)}; \`${skewedPick(r, identifiers)}\` is the entry point and it ${r.pick([
          "caches results for 60 s",
          "throws on an unknown tenant",
          "logs every retry at warn level",
          "reads its limits from config",
          "runs inside a database transaction",
        ])}.`
      : `${skewedPick(r, tools)} runs the ${skewedPick(r, areas)} checks in CI with \`${r.pick(commands)}\`; it takes about ${r.int(5, 240)} s.`,
  decision: (r) => {
    const chosen = skewedPick(r, libraries);
    let other = skewedPick(r, libraries);
    if (other === chosen) other = r.pick(libraries);
    return `Decided to use ${chosen} instead of ${other} for ${skewedPick(r, areas)} because ${r.pick(reasons)} (${ticket(r)}).`;
  },
  preference: (r) => `${r.pick(people)} prefers ${skewedPick(r, styles)}; in reviews they also ask for ${r.pick(styles)}.`,
  convention: (r) =>
    `Convention: ${skewedPick(r, styles)} in ${skewedPick(r, directories)}. Run \`${r.pick(commands)}\` before pushing a ${skewedPick(r, areas)} change.`,
  pattern: (r) =>
    `Pattern for ${skewedPick(r, areas)}: wrap \`${skewedPick(r, identifiers)}\` with \`${skewedPick(r, identifiers)}\` and validate the input with ${r.pick(["zod", "valibot", "a JSON schema"])} at the boundary.`,
  solution: (r) =>
    `Fixed "${skewedPick(r, errors)}" in ${filePath(r)} by ${skewedPick(r, fixes)}. Regression test in ${skewedPick(r, directories)}/${skewedPick(r, fileStems)}.test.ts.`,
  code_context: (r) =>
    `${filePath(r)} exports \`${skewedPick(r, identifiers)}\` and \`${skewedPick(r, identifiers)}\`; the first is called from ${filePath(r)} on every ${r.pick(["request", "job", "render", "webhook"])}.`,
  reference: (r) =>
    `See docs/guide/${skewedPick(r, fileStems)}.md for how ${skewedPick(r, areas)} works with ${skewedPick(r, libraries)}; background in ${ticket(r)}.`,
  feedback: (r) =>
    `Feedback from ${r.pick(people)}: the ${skewedPick(r, areas)} change was ${r.pick(["too large to review", "great, ship it", "missing tests", "hard to follow", "fine but slow on CI"])}; next time use ${r.pick(styles)}.`,
};

const entryTypes = Object.keys(sentences) as EntryType[];

function pickScope(r: SeededRandom): Scope {
  let roll = r.next();
  for (const { scope, weight } of scopes) {
    roll -= weight;
    if (roll < 0) return { ...scope };
  }
  return { ...scopes[0]!.scope };
}

/** Entry `index` (0-based) of the dataset `seed`: the same on every call, machine and store. */
export function generateEntry(index: number, seed: number = defaultEntrySeed): EntryInput {
  const r = new SeededRandom((seed ^ Math.imul(index + 1, 0x9e3779b1)) >>> 0);
  const type = skewedPick(r, entryTypes);
  let content = sentences[type](r);
  if (r.chance(0.35)) content += ` ${sentences[r.pick(entryTypes)](r)}`;
  if (r.chance(0.08)) content += ` Note: ${r.pick(unicodeBits)}.`;
  const createdMs = startMs + index * 7 * 60_000 + r.int(0, 59) * 1000;
  const updatedMs = r.chance(0.3) ? createdMs + r.int(1, 90) * 86_400_000 : createdMs;
  const tags = r.chance(0.6) ? [slug(skewedPick(r, areas))] : [];
  if (r.chance(0.2)) tags.push(slug(skewedPick(r, libraries)));
  return {
    kind: "entry",
    id: `entry-${String(index).padStart(6, "0")}`,
    key: `${type.replace("_", "-")}-${slug(content.split(/\s+/).slice(0, 4).join(" "))}-${index.toString(36)}`,
    content,
    type,
    scope: pickScope(r),
    tags: [...new Set(tags)],
    importance: r.int(20, 100) / 100,
    confidence: r.int(50, 100) / 100,
    source: r.pick(["manual", "extracted", "extracted", "distilled"] as const),
    provenance: { messageIds: [`msg-${r.hex(8)}`], trust: r.pick(["user", "agent", "tool"] as const) },
    examples: r.chance(0.25) ? [filePath(r)] : [],
    createdAt: new Date(createdMs).toISOString(),
    updatedAt: new Date(updatedMs).toISOString(),
  };
}
