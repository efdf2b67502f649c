import { tokenize } from "../store/text-tokens.js";

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

const suffixes = ["ing", "ies", "ied", "es", "ed", "ly", "s"] as const;

/** A light suffix stripper (no dictionary): "painting", "painted", "paints" → "paint"; short words stay. */
export function stemWord(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  for (const suffix of suffixes) {
    if (!word.endsWith(suffix) || word.length - suffix.length < 3) continue;
    let stem = word.slice(0, -suffix.length);
    if (suffix === "ies" || suffix === "ied") stem += "y";
    else if ((suffix === "ing" || suffix === "ed") && /([^aeiouls])\1$/.test(stem)) stem = stem.slice(0, -1);
    else if (suffix === "es" && !/(s|x|z|ch|sh)$/.test(stem)) stem = word.slice(0, -1);
    return stem;
  }
  return word;
}

/** Surface forms a document may use for a stem; used to widen a store's exact-token search. */
export function wordForms(stem: string): string[] {
  if (stem.length <= 3 || /\d/.test(stem)) return [stem];
  const forms = new Set([stem, `${stem}s`, `${stem}ed`, `${stem}ing`, `${stem}es`]);
  if (stem.endsWith("e")) {
    forms.add(`${stem.slice(0, -1)}ing`);
    forms.add(`${stem}d`);
  }
  if (stem.endsWith("y")) {
    forms.add(`${stem.slice(0, -1)}ies`);
    forms.add(`${stem.slice(0, -1)}ied`);
  }
  return [...forms];
}

export interface RecallQuery {
  /** The topic words of the query, in order, deduplicated. */
  readonly terms: readonly string[];
  /** Their stems. */
  readonly stems: readonly string[];
  /** What to send to `store.search`: the terms and their other surface forms. */
  readonly searchText: string;
}

/** Topic words of a query, their stems, and the widened text for candidate search. */
export function analyzeQuery(query: string): RecallQuery {
  const all = tokenize(query);
  const topical = all.filter((token) => !queryStopWords.has(token));
  const terms = [...new Set(topical.length > 0 ? topical : all)];
  const stems = [...new Set(terms.map(stemWord))];
  const forms = new Set<string>(terms);
  for (const stem of stems) for (const form of wordForms(stem)) forms.add(form);
  return { terms, stems, searchText: [...forms].join(" ") };
}
