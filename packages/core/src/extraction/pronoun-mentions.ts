/**
 * "you" said as a word, not of a person: how a kind addresses its reader ("Docs address the reader as you, not the
 * user"; decision 0451), or "you" in quotes ('Docs say "you", never "the user"'). The third person (third-person.ts)
 * keeps it as said: held as a character of no script while the pronouns are rewritten, then given back.
 */
const addressedAs = /\b((?:address(?:es|ed)?|refers?\s+to|referred\s+to|speaks?\s+to|spoke\s+to)\s+(?:the|their|its)\s+[\w-]{1,30}\s+as\s+)(you)\b/gi;
const quotedYou = /(["“'‘\x60])(you)(?=["”'’\x60](?!\p{L}))/giu;
const heldLower = "\u{E000}";
const heldCapital = "\u{E001}";
const hold = (you: string): string => (you.startsWith("Y") ? heldCapital : heldLower);

/**
 * What `rewrite` makes of `text` with each "you" said as a word held out of its reach and given back after. A text that
 * already holds the characters used to hold them is rewritten as it is: nothing in it is turned into "you".
 */
export function keepingMentionedYou(text: string, rewrite: (text: string) => string): string {
  if (text.includes(heldLower) || text.includes(heldCapital)) return rewrite(text);
  const held = text
    .replace(addressedAs, (_all, lead: string, you: string) => `${lead}${hold(you)}`)
    .replace(quotedYou, (_all, quote: string, you: string) => `${quote}${hold(you)}`);
  return rewrite(held).replaceAll(heldLower, "you").replaceAll(heldCapital, "You");
}
