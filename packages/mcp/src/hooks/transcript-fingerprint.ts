import { createHash } from "node:crypto";
import { open } from "node:fs/promises";

/** Bytes before the cursor the fingerprint covers: the end of the last archived line or more. */
const fingerprintBytes = 1024;

/**
 * A fingerprint of the bytes just before `offset` (up to 1 KiB), kept with the archive cursor: when
 * the transcript no longer has them there, it was rewritten (compacted into a new file of the same
 * path, say), and reading resumes from its start rather than in the middle of other lines.
 */
export async function transcriptFingerprint(file: string, offset: number): Promise<string> {
  const length = Math.min(offset, fingerprintBytes);
  const buffer = Buffer.alloc(length);
  if (length > 0) {
    const handle = await open(file, "r");
    try {
      let read = 0;
      while (read < length) {
        const { bytesRead } = await handle.read(buffer, read, length - read, offset - length + read);
        if (bytesRead === 0) break;
        read += bytesRead;
      }
      // A file shorter than the offset: a fingerprint no cursor records.
      if (read < length) return "";
    } finally {
      await handle.close();
    }
  }
  return createHash("sha256").update(buffer).digest("base64url").slice(0, 22);
}
