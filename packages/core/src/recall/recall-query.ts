import { stemWord, wordForms } from "../text/stem.js";
import { tokenize } from "../text/text-tokens.js";
import { toolKindsNamed } from "../text/tool-kinds.js";

/**
 * Words that carry no topic in a question or request ("what did she ...", "how do I ..."): dropped from
 * the query, never from documents. NLTK's English list; a query of nothing else keeps its words.
 */
export const queryStopWords: ReadonlySet<string> = new Set(
  (
    "i me my myself we our ours ourselves you your yours yourself yourselves he him his himself she her hers " +
    "herself it its itself they them their theirs themselves what which who whom this that these those am is are " +
    "was were be been being have has had having do does did doing a an the and but if or because as until while " +
    "of at by for with about against between into through during before after above below to from up down in out " +
    "on off over under again further then once here there when where why how all any both each few more most " +
    "other some such no nor not only own same so than too very s t can will just don should now d ll m o re ve y " +
    "ain aren couldn didn doesn hadn hasn haven isn ma mightn mustn needn shan shouldn wasn weren won wouldn"
  ).split(" "),
);

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
  const topical = all.filter((token) => !queryStopWords.has(token));
  const terms = [...new Set(topical.length > 0 ? topical : all)];
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
