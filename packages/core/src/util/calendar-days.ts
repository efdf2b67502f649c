/** One day in milliseconds. */
export const dayMs = 86_400_000;

/** The UTC midnight that starts the calendar day holding `ms`. */
export const startOfUtcDay = (ms: number): number => Math.floor(ms / dayMs) * dayMs;

/** The UTC midnight that starts the Monday-to-Sunday week holding `ms`. */
export function mondayOfWeek(ms: number): number {
  const day = startOfUtcDay(ms);
  return day - ((new Date(day).getUTCDay() + 6) % 7) * dayMs;
}
