/**
 * The adjectives of a country, a people or a region that English writes with a capital: "Swiss francs are formatted …"
 * keeps it when a fix's sentence is spliced after "passed after editing …: " (decision 0591), as a product's name does.
 */
const demonyms = new Set(
  [
    "African",
    "American",
    "Asian",
    "Australian",
    "Austrian",
    "Belgian",
    "Brazilian",
    "British",
    "Canadian",
    "Chinese",
    "Czech",
    "Danish",
    "Dutch",
    "English",
    "European",
    "Finnish",
    "French",
    "German",
    "Greek",
    "Indian",
    "Irish",
    "Italian",
    "Japanese",
    "Korean",
    "Mexican",
    "Norwegian",
    "Polish",
    "Portuguese",
    "Russian",
    "Scottish",
    "Spanish",
    "Swedish",
    "Swiss",
    "Turkish",
    "Ukrainian",
    "Welsh",
  ].map((word) => word.toLowerCase()),
);

/** Whether `word` is such an adjective, in any case. */
export function isDemonym(word: string): boolean {
  return demonyms.has(word.toLowerCase());
}
