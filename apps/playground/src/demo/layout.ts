import { visibleLength } from "./style.js";

/** 12,345: thousands separators without Intl, so the output does not depend on the ICU build or locale. */
export function formatCount(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

/** Pads to a visible width, ignoring ANSI sequences, so colored columns still line up. */
export function padEnd(text: string, width: number): string {
  return text + " ".repeat(Math.max(0, width - visibleLength(text)));
}

export function padStart(text: string, width: number): string {
  return " ".repeat(Math.max(0, width - visibleLength(text))) + text;
}

/** Word-wraps one line to `width`, keeping each continuation under the same indent. */
export function wrapLine(line: string, width: number, continuation = "  "): string[] {
  if (visibleLength(line) <= width) return [line];
  const lines: string[] = [];
  let current = "";
  for (const word of line.split(" ")) {
    const prefix = lines.length === 0 ? "" : continuation;
    if (current && prefix.length + visibleLength(current) + 1 + visibleLength(word) > width) {
      lines.push(prefix + current);
      current = word;
    } else {
      current = current ? `${current} ${word}` : word;
    }
  }
  if (current) lines.push((lines.length === 0 ? "" : continuation) + current);
  return lines;
}

/** "3 user, 5 assistant" from a list of roles, in first-seen order. */
export function countBy(values: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].map(([value, count]) => `${count} ${value}`).join(", ");
}

/** "1 fact", "3 facts": English plurals for the report's counts. */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${formatCount(count)} ${count === 1 ? singular : pluralForm}`;
}
