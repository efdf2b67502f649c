import { stemWord, wordForms } from "../text/stem.js";
import { tokenize } from "../text/text-tokens.js";
import { queryTerms } from "./query-terms.js";
import { toolKindsNamed } from "../text/tool-kinds.js";

export interface RecallQuery {
  /** The topic words of the query, in order, deduplicated. */
  readonly terms: readonly string[];
  /** Their stems. */
  readonly stems: readonly string[];
  /** What to send to `store.search`: the terms and their other surface forms, and the names of the tools of a kind the query names. */
  readonly searchText: string;
  /**
   * The names of the tools of each kind of tool the query names (tool-kinds.ts) → the kind's stems: a memory
   * naming the tool holds what the query asks for ("pnpm" for "which package manager"), as `StemMatcher` counts.
   */
  readonly aliases: ReadonlyMap<string, readonly string[]>;
}

/** Topic words of a query, their stems, and the widened text for candidate search. */
export function analyzeQuery(query: string): RecallQuery {
  const all = tokenize(query);
  const terms = queryTerms(all);
  const stems = [...new Set(terms.map(stemWord))];
  const forms = new Set<string>(terms);
  for (const stem of stems) for (const form of wordForms(stem)) forms.add(form);
  // A kind of tool the query names is searched by its tools' names too (tool-kinds.ts).
  const aliases = new Map<string, string[]>();
  for (const kind of toolKindsNamed(all)) {
    for (const tool of kind.tools) {
      forms.add(tool);
      aliases.set(tool, [...new Set([...(aliases.get(tool) ?? []), ...kind.stems])]);
    }
  }
  return { terms, stems, searchText: [...forms].join(" "), aliases };
}

export { queryStopWords } from "./query-terms.js";
