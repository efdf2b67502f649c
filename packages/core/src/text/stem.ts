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
