/**
 * A place said to be the only one: "… lives in shop.price and nowhere else", "… in config/, nowhere else", or with the
 * place it never is ("State lives in the shared S3 backend, never on a laptop"; decision 0379), or never comes from
 * ("Releases go out from a tag, never from a branch"; decision 0477). project-facts.ts keeps such a fact as a rule.
 */
export const onlyPlace = /(?:\band|,|;|—)\s*(?:but\s+)?nowhere else\b|,\s+(?:and\s+)?never\s+(?:in|on|at|inside|under|from|through|via)\s+\S/i;

/** `rest` without a closing clause of the place never used (", never from a branch."): no fault, where a rule reads one. */
export function withoutNeverPlace(rest: string): string {
  return rest.replace(/,\s+(?:and\s+)?never\s+(?:in|on|at|inside|under|from|through|via)\s+(?:[\w'’./-]{1,40}\s+){0,4}?[\w'’./-]{1,40}\s*[.!]?$/i, "");
}
