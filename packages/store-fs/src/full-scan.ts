import type { DirectoryWatch } from "./change-watch.js";
import { fingerprintAllOffThread } from "./off-thread-prints.js";
import { scanRecordDirectory, type RecordScan } from "./record-scan.js";

/** Every record file listed (in path order), and each one's fingerprint when stat'ed, beside it ("" for one gone or no file). */
export interface FullScan {
  readonly scan: RecordScan;
  readonly prints: readonly string[];
}

/**
 * Lists every record file under `root` (watching each directory before it is listed) and stats them.
 * `listed` (the open's early scan) is called once the stats have started: the open then decodes its
 * indexes while the other core stats (off-thread-prints.ts).
 */
export async function fullScan(root: string, watch: DirectoryWatch | undefined, listed?: () => void): Promise<FullScan> {
  const scan: RecordScan = { files: [], oddities: new Map() };
  await scanRecordDirectory(root, "", watch, scan);
  // The stats' worker starts within this call (off-thread-prints.ts).
  const prints = fingerprintAllOffThread(root, scan.files.sort());
  listed?.();
  return { scan, prints: await prints };
}
