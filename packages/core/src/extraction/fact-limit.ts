/**
 * The longest fact content kept, in characters: a module of its own, so that the rules which build a fact's text
 * read it without loading the fact's schema.
 */
export const maxFactChars = 300;
