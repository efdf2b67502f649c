/** One run of a word-level diff: text both sides share, or text only the old or only the new side has. */
export interface DiffPart {
  readonly kind: "same" | "removed" | "added";
  readonly text: string;
}

/** Words with the whitespace after them, so joining the parts of a side gives back its text exactly. */
const tokens = (text: string): string[] => text.match(/\s+|\S+\s*/g) ?? [];

/** Beyond this many tokens a side the table would be large; such texts are shown as removed then added. */
const maxTokens = 2000;

const compare = (token: string): string => token.trimEnd();

/**
 * A word-level diff of `before` → `after` (a longest common subsequence of words), as runs in reading
 * order. Whitespace differences alone do not count as a change.
 */
export function wordDiff(before: string, after: string): DiffPart[] {
  const a = tokens(before);
  const b = tokens(after);
  if (a.length > maxTokens || b.length > maxTokens)
    return merge([...a.map((text) => ({ kind: "removed" as const, text })), ...b.map((text) => ({ kind: "added" as const, text }))]);
  // common[i][j]: length of the longest common subsequence of a[i..] and b[j..].
  const common = Array.from({ length: a.length + 1 }, () => new Uint32Array(b.length + 1));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      common[i]![j] = compare(a[i]!) === compare(b[j]!) ? common[i + 1]![j + 1]! + 1 : Math.max(common[i + 1]![j]!, common[i]![j + 1]!);
    }
  }
  const parts: DiffPart[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && compare(a[i]!) === compare(b[j]!)) {
      parts.push({ kind: "same", text: b[j]! });
      i++;
      j++;
    } else if (i < a.length && (j === b.length || common[i + 1]![j]! >= common[i]![j + 1]!)) {
      parts.push({ kind: "removed", text: a[i++]! });
    } else {
      parts.push({ kind: "added", text: b[j++]! });
    }
  }
  return merge(parts);
}

/** Joins neighbouring runs of one kind. */
function merge(parts: readonly DiffPart[]): DiffPart[] {
  const merged: DiffPart[] = [];
  for (const part of parts) {
    const last = merged[merged.length - 1];
    if (last && last.kind === part.kind) merged[merged.length - 1] = { kind: part.kind, text: last.text + part.text };
    else merged.push(part);
  }
  return merged;
}
