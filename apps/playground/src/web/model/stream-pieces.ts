/** A reply cut into the pieces a stream sends: each word with the space after it, so joined they are the reply. */
export function streamPieces(text: string): string[] {
  return text.match(/\S+\s*|\s+/g) ?? [];
}
