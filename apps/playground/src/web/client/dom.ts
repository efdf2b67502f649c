/// <reference lib="dom" />
// The browser code is compiled by the package's tsc like the server; this reference adds the DOM types.

type Child = Node | string | number | null | undefined | false;

export interface ElementProps {
  class?: string;
  /** Attributes, `data-*` and `aria-*` included; undefined leaves one out. */
  attrs?: Record<string, string | undefined>;
  /** Style properties, set through the CSSOM: the page's CSP refuses `style` attributes. */
  style?: Record<string, string>;
  on?: Partial<Record<keyof HTMLElementEventMap, (event: Event) => void>>;
}

/** Creates an element with its class, attributes, listeners and children (strings become text nodes). */
export function h<K extends keyof HTMLElementTagNameMap>(tag: K, props: ElementProps = {}, ...children: Child[]): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  if (props.class) element.className = props.class;
  for (const [name, value] of Object.entries(props.attrs ?? {})) if (value !== undefined) element.setAttribute(name, value);
  for (const [name, value] of Object.entries(props.style ?? {})) element.style.setProperty(name, value);
  for (const [name, listener] of Object.entries(props.on ?? {})) if (listener) element.addEventListener(name, listener);
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    element.append(typeof child === "number" ? String(child) : child);
  }
  return element;
}

export function byId<T extends HTMLElement = HTMLElement>(id: string): T {
  const element = document.getElementById(id);
  if (!element) throw new Error(`The page has no #${id}.`);
  return element as T;
}

export function fill(container: Element, ...children: Child[]): void {
  container.replaceChildren(
    ...children
      .filter((child): child is Node | string => child !== null && child !== undefined && child !== false)
      .map((child) => (typeof child === "number" ? String(child) : child)),
  );
}

export const formatTokens = (value: number): string => value.toLocaleString("en-US");

export function timeAgo(iso: string, now = Date.now()): string {
  const seconds = Math.max(0, Math.round((now - Date.parse(iso)) / 1000));
  if (seconds < 60) return "just now";
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min ago`;
  if (seconds < 86_400) return `${Math.floor(seconds / 3600)} h ago`;
  return new Date(iso).toLocaleDateString("en-US", { month: "short", day: "numeric" });
}
