/** ANSI styling that collapses to plain text, so tests and pipes see the same characters. */
export interface Style {
  readonly bold: (text: string) => string;
  readonly dim: (text: string) => string;
  readonly red: (text: string) => string;
  readonly green: (text: string) => string;
  readonly yellow: (text: string) => string;
  readonly cyan: (text: string) => string;
  readonly magenta: (text: string) => string;
}

const plain = (text: string): string => text;

function sgr(open: number, close: number): (text: string) => string {
  return (text) => `\u001b[${open}m${text}\u001b[${close}m`;
}

export function createStyle(color: boolean): Style {
  if (!color) return { bold: plain, dim: plain, red: plain, green: plain, yellow: plain, cyan: plain, magenta: plain };
  return {
    bold: sgr(1, 22),
    dim: sgr(2, 22),
    red: sgr(31, 39),
    green: sgr(32, 39),
    yellow: sgr(33, 39),
    cyan: sgr(36, 39),
    magenta: sgr(35, 39),
  };
}

/** Colors only for a terminal, and never when NO_COLOR is set (https://no-color.org: any non-empty value). */
export function shouldUseColor(stream: { readonly isTTY?: boolean }, env: Readonly<Record<string, string | undefined>>): boolean {
  return stream.isTTY === true && !env.NO_COLOR;
}

/** Visible width of a string that may hold ANSI sequences, for aligning columns. */
export function visibleLength(text: string): number {
  return text.replace(/\u001b\[[0-9;]*m/g, "").length;
}
