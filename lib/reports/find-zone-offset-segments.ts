import { readWallClockAsUtc } from "@/lib/domain/zoned-date-format";

/** From `fromMs` on (until the next segment), the zone is `offsetMs` ahead of UTC. */
export type ZoneOffsetSegment = { fromMs: number; offsetMs: number };

const DAY_MS = 86_400_000;

function offsetAt(ms: number, timeZone: string): number {
  const second = Math.floor(ms / 1000) * 1000;
  return readWallClockAsUtc(second, timeZone) - second;
}

/**
 * The zone's UTC offsets over [startMs, endMs): the first segment starts at startMs, each next one at the
 * second the offset changed (daylight saving). Probed once a day, then a change is narrowed down to the
 * second by bisection: zones change their offset at most once within a day. SQLite has no time zones, so
 * its report queries shift each timestamp by the offset of its segment (lib/reports/local-day-sql.ts).
 */
export function findZoneOffsetSegments(startMs: number, endMs: number, timeZone: string): ZoneOffsetSegment[] {
  const segments: ZoneOffsetSegment[] = [{ fromMs: startMs, offsetMs: offsetAt(startMs, timeZone) }];
  for (let probe = startMs; probe < endMs; probe += DAY_MS) {
    const next = Math.min(probe + DAY_MS, endMs - 1000);
    if (next <= probe) break;
    const current = segments[segments.length - 1]!.offsetMs;
    const nextOffset = offsetAt(next, timeZone);
    if (nextOffset === current) continue;
    // The offset is `current` at low and `nextOffset` at high: bisect to the first second of the new one.
    let low = Math.floor(probe / 1000) * 1000;
    let high = Math.floor(next / 1000) * 1000;
    while (high - low > 1000) {
      const middle = low + Math.floor((high - low) / 2000) * 1000;
      if (offsetAt(middle, timeZone) === current) low = middle;
      else high = middle;
    }
    segments.push({ fromMs: high, offsetMs: nextOffset });
  }
  return segments;
}
