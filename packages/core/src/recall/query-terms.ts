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

/**
 * The topic words of a query from its tokens (`tokenize`), in order, deduplicated: without `queryStopWords`, or
 * all of them when it has nothing else. Its own module, so a prompt hook tells a prompt without a topic
 * (prompt-recall-skip.ts) without loading what widens a query for the search.
 */
export function queryTerms(all: readonly string[]): string[] {
  const topical = all.filter((token) => !queryStopWords.has(token));
  return [...new Set(topical.length > 0 ? topical : all)];
}
