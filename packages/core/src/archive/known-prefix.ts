/**
 * How many of the incoming messages the archive already ends with: the largest `j` such that
 * `incoming[0..j)` equals the archive's last `j` messages. An application that re-sends the whole
 * conversation gives `j = incoming.length - new`; one that sends only the new turn gives 0; a tool
 * loop's second step re-sends the user message and the tool call the archive already holds.
 *
 * `same(i, k)` compares incoming `i` with archived `k` lazily, so the common case (the whole
 * history re-sent) costs one pass.
 */
export function knownPrefixLength(incomingCount: number, archivedCount: number, same: (incoming: number, archived: number) => boolean): number {
  for (let j = Math.min(incomingCount, archivedCount); j > 0; j--) {
    const offset = archivedCount - j;
    // The last candidate message is the most discriminating, so it is compared first.
    if (!same(j - 1, offset + j - 1)) continue;
    let all = true;
    for (let i = 0; i < j - 1; i++) {
      if (!same(i, offset + i)) {
        all = false;
        break;
      }
    }
    if (all) return j;
  }
  return 0;
}
