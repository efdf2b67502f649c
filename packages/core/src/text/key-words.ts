import { tokenize, tokenizeKeeping } from "./text-tokens.js";

/** The stop words a key keeps: without them "User does not want…" was keyed `user-does-want-…`. */
const negations: ReadonlySet<string> = new Set(["no", "not"]);

/** The words a key is made of when it is made from content: the search tokens, negations kept (decision 0269). */
export type KeyWords = (content: string) => string[];

export const keyWords: KeyWords = (content) => tokenizeKeeping(content, negations);

/** The words keys were made of before decision 0269 (the search tokens): existing keys are still recognised by them. */
export const legacyKeyWords: KeyWords = tokenize;
