/**
 * Racy files (git's "racy clean" problem): a file edited within its file system's timestamp step after
 * its fingerprint was taken keeps the fingerprint's mtime and ctime, and with the same size and inode it
 * looks unchanged. So each derived index records when its fingerprints were taken (`printsTakenAt`, ms
 * since the epoch: the time from which the store knew every tracked file as it is, see `RecordFiles` and
 * `SessionFiles`), and the next open trusts a fingerprint only for a file that last changed (the later of
 * its mtime and ctime, file-scan.ts's `changedAtOf`) before that time, less `racyWindowMs`; any other file
 * is read again. So only the files changed in the last instants before that time are, and the check is one
 * comparison of a number the open's stat of the file gave anyway.
 */

/**
 * How much older than `printsTakenAt` a file's last change must be. The file's times come from the file
 * system's clock in its steps (FAT keeps mtime in 2 s steps, ext3 and HFS+ in 1 s, ext4 at the kernel's
 * coarse clock, a tick of up to 10 ms behind), the recorded time from this process's clock: 3 s covers
 * the coarsest step with room. A network file system whose server's clock runs further behind defeats it.
 */
export const racyWindowMs = 3_000;

/** Tests that count what an open re-reads, of files written moments before it, turn the rule off. */
export const racyFiles = { enabled: true };

/** The time (ms) from which a file's last change makes it racy, for fingerprints taken at `printsTakenAt`; undefined when the rule is off. */
export function racyFrom(printsTakenAt: number): number | undefined {
  return racyFiles.enabled ? printsTakenAt - racyWindowMs : undefined;
}

/** Whether a file that last changed at `changedAt` (ms; NaN: not known) is racy for `racyFrom`'s time `from`. */
export const isRacy = (changedAt: number, from: number): boolean => !(changedAt < from);
