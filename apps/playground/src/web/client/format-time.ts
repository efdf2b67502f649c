import { h } from "./dom.js";

const pad = (value: number) => String(value).padStart(2, "0");
const weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** A time for people: "14:03" today, "Mon 14:03" within the last six days, else "Mar 4" (with the year when not this one). */
export function formatWhen(iso: string, now: Date = new Date()): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  const clock = `${pad(at.getHours())}:${pad(at.getMinutes())}`;
  const startOfToday = new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();
  if (at.getTime() >= startOfToday && at.getTime() < startOfToday + 86_400_000) return clock;
  if (at.getTime() < startOfToday && at.getTime() >= startOfToday - 6 * 86_400_000) return `${weekdays[at.getDay()]} ${clock}`;
  const day = `${months[at.getMonth()]} ${at.getDate()}`;
  return at.getFullYear() === now.getFullYear() ? day : `${day}, ${at.getFullYear()}`;
}

/** A <time> element: the formatted time, with the exact ISO time in datetime and title. */
export function timeElement(iso: string, className = "when"): HTMLTimeElement {
  return h("time", { class: className, attrs: { datetime: iso, title: iso } }, formatWhen(iso));
}
