import { describe, expect, it } from "vitest";
import { formatWhen } from "../src/web/client/format-time.js";

describe("formatWhen", () => {
  const now = new Date(2025, 2, 12, 15, 30); // Wednesday 12 March 2025, 15:30 local time
  it("shows the clock for a time today", () => {
    expect(formatWhen(new Date(2025, 2, 12, 9, 5).toISOString(), now)).toBe("09:05");
  });
  it("adds the weekday within the last six days", () => {
    expect(formatWhen(new Date(2025, 2, 10, 14, 3).toISOString(), now)).toBe("Mon 14:03");
  });
  it("shows a date for older times, with the year when it is not this one", () => {
    expect(formatWhen(new Date(2025, 1, 4, 8, 0).toISOString(), now)).toBe("Feb 4");
    expect(formatWhen(new Date(2024, 11, 31, 8, 0).toISOString(), now)).toBe("Dec 31, 2024");
  });
  it("leaves a text that is not a time as it is", () => {
    expect(formatWhen("yesterday", now)).toBe("yesterday");
  });
});
