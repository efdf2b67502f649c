/**
 * "Every CSV column name is snake_case in the database" said as "CSV column names are snake_case in the database": a rule
 * of each thing of a kind read as the same rule of the kind in the plural (decision 0552), so the rules written for
 * "<plural> are …" read it without a pattern of their own. The subject is one to three words after "every" or "each",
 * its last a noun made plural by English's regular endings, none of them a pronoun, a person or a time ("every time it
 * is …", "every friend we have is …", "every guest is …" name no kind of the project's things); the verb "is", where
 * "gets" and "has" are read by the rules of every one of a kind with their own subjects (kind-gets.ts).
 */
const eachLead = /^(?:every|each)\s+((?:[\w-]{1,30}\s+){0,2}?[a-z][\w-]{1,30})\s+is\s+(?=\S)/i;
const notAKindWord =
  /^(?:i|we|you|they|he|she|it|one|single|other|someone|somebody|people|person|users?|customers?|guests?|friends?|kids?|members?|employees?|time|day|week|month|year|morning|evening|night|weekend|moment|minute|hour|second)$/i;

/** English's regular plural of `noun`: "class" -> "classes", "policy" -> "policies", "name" -> "names". */
function pluralOf(noun: string): string {
  if (/(?:s|x|z|ch|sh)$/i.test(noun)) return `${noun}es`;
  if (/[^aeiou]y$/i.test(noun)) return `${noun.slice(0, -1)}ies`;
  return `${noun}s`;
}

/** `s` with its "every <kind> is …" subject said in the plural, or undefined when it opens with none. */
export function eachAsPlural(s: string): string | undefined {
  const lead = eachLead.exec(s);
  if (lead === null) return undefined;
  const words = lead[1]!.split(/\s+/);
  if (words.some((word) => notAKindWord.test(word))) return undefined;
  const noun = words.pop()!;
  const subject = [...words, pluralOf(noun)].join(" ");
  return `${subject.charAt(0).toUpperCase()}${subject.slice(1)} are ${s.slice(lead[0].length)}`;
}
