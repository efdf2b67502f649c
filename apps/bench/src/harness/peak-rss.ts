import { readFileSync } from "node:fs";

/**
 * This process's peak resident memory in KiB. On Linux it is VmHWM, the high-water mark of this process
 * image alone: getrusage's maxRSS carries the parent's RSS at fork across exec, so a child of a large
 * bench process would report the bench's memory. Elsewhere, maxRSS.
 */
export function peakRssKiB(): number {
  try {
    const hwm = /^VmHWM:\s+(\d+) kB$/m.exec(readFileSync("/proc/self/status", "utf8"));
    if (hwm) return Number(hwm[1]);
  } catch {
    // Not Linux: no /proc.
  }
  return process.resourceUsage().maxRSS;
}
