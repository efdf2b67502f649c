import type { DirectoryWatch } from "./change-watch.js";
import { fingerprintAllOffThread } from "./off-thread-prints.js";
import { scanRecordDirectory, type RecordScan } from "./record-scan.js";

/**
 * Every record file listed (in path order), and each one's fingerprint when stat'ed and when it last
 * changed, beside it ("" and NaN for one gone or no file).
 */
export interface FullScan {
  readonly scan: RecordScan;
  readonly prints: readonly string[];
  readonly changedAt: Float64Array;
  /** When the listing started (ms since the epoch): every fingerprint was taken after it. */
  readonly takenAt: number;
}

/**
 * Lists every record file under `root` (watching each directory before it is listed) and stats them.
 * `listed` (the open's early scan) is called once the stats have started: the open then decodes its
 * indexes while the other core stats (off-thread-prints.ts).
 */
export async function fullScan(root: string, watch: DirectoryWatch | undefined, listed?: () => void): Promise<FullScan> {
  const takenAt = Date.now();
  const scan: RecordScan = { files: [], oddities: new Map() };
  await scanRecordDirectory(root, "", watch, scan);
  // The stats' worker starts within this call (off-thread-prints.ts).
  const stamped = fingerprintAllOffThread(root, scan.files.sort());
  listed?.();
  const { prints, changedAt } = await stamped;
  return { scan, prints, changedAt, takenAt };
}
