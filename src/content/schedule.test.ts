import { describe, expect, it } from 'vitest';
import {
  buildNow,
  dueMoments,
  eventState,
  isPublished,
  overallState,
  scheduleFile,
  upcomingFirst,
} from './schedule.ts';

const at = (iso: string) => new Date(iso);

describe('buildNow', () => {
  it('given no BUILD_DATE, should be the clock', () => {
    expect(buildNow({}, () => 1_000).getTime()).toBe(1_000);
    expect(buildNow({ BUILD_DATE: '  ' }, () => 2_000).getTime()).toBe(2_000);
  });
  it('given a date or a zoned date-time, should be that moment', () => {
    expect(buildNow({ BUILD_DATE: '2026-11-28' }).toISOString()).toBe('2026-11-28T00:00:00.000Z');
    expect(buildNow({ BUILD_DATE: '2026-11-28T09:30:00-05:00' }).toISOString()).toBe(
      '2026-11-28T14:30:00.000Z',
    );
  });
  it('given a date-time without a zone or garbage, should fail naming BUILD_DATE', () => {
    expect(() => buildNow({ BUILD_DATE: '2026-11-28T09:30' })).toThrow(/BUILD_DATE/);
    expect(() => buildNow({ BUILD_DATE: 'tomorrow' })).toThrow(/got "tomorrow"/);
    expect(() => buildNow({ BUILD_DATE: '2026-13-45' })).toThrow(/BUILD_DATE/);
  });
});

describe('isPublished', () => {
  const window = { publishAt: '2026-11-28T09:00:00Z', unpublishAt: '2026-12-01T00:00:00Z' };
  it('should hide an entry before publishAt and from unpublishAt on', () => {
    expect(isPublished(window, at('2026-11-28T08:59:59Z'))).toBe(false);
    expect(isPublished(window, at('2026-11-28T09:00:00Z'))).toBe(true);
    expect(isPublished(window, at('2026-11-30T23:59:59Z'))).toBe(true);
    expect(isPublished(window, at('2026-12-01T00:00:00Z'))).toBe(false);
  });
  it('given no window, should always publish; offsets count as the same moment', () => {
    expect(isPublished({}, at('1999-01-01T00:00:00Z'))).toBe(true);
    expect(
      isPublished({ publishAt: '2026-11-28T04:00:00-05:00' }, at('2026-11-28T09:00:00Z')),
    ).toBe(true);
  });
});

describe('eventState', () => {
  const event = { startDate: '2026-12-02T17:00:00Z', endDate: '2026-12-02T17:45:00Z' };
  it('should be upcoming before the start, live until the end, past from the end', () => {
    expect(eventState(event, at('2026-12-02T16:59:59Z'))).toBe('upcoming');
    expect(eventState(event, at('2026-12-02T17:00:00Z'))).toBe('live');
    expect(eventState(event, at('2026-12-02T17:44:59Z'))).toBe('live');
    expect(eventState(event, at('2026-12-02T17:45:00Z'))).toBe('past');
  });
  it('given no end, should last an hour', () => {
    const open = { startDate: '2026-12-02T17:00:00Z' };
    expect(eventState(open, at('2026-12-02T17:59:00Z'))).toBe('live');
    expect(eventState(open, at('2026-12-02T18:00:00Z'))).toBe('past');
  });
  it('should make a page live if one session is, upcoming if one will be, else past', () => {
    expect(overallState(['past', 'live', 'upcoming'])).toBe('live');
    expect(overallState(['past', 'upcoming'])).toBe('upcoming');
    expect(overallState(['past', 'past'])).toBe('past');
    expect(overallState([])).toBeUndefined();
  });
  it('should list sessions not over, earliest start first', () => {
    const events = [
      { name: 'c', startDate: '2026-12-16T17:00:00Z' },
      { name: 'past', startDate: '2026-11-01T17:00:00Z' },
      { name: 'a', startDate: '2026-12-02T17:00:00+01:00' },
      { name: 'b', startDate: '2026-12-02T17:00:00Z' },
    ];
    expect(upcomingFirst(events, at('2026-11-27T00:00:00Z')).map((e) => e.name)).toEqual([
      'a',
      'b',
      'c',
    ]);
  });
});

describe('the schedule', () => {
  const moments = [
    { at: '2026-12-02T17:45:00Z', what: 'classes.md › props.events.0.endDate' },
    { at: '2026-11-28T04:00:00-05:00', what: 'pages/blog/x.md › publishAt' },
    { at: '2026-01-01T00:00:00Z', what: 'pages/blog/old.md › publishAt' },
  ];
  it('should keep moments after now, earliest first, in UTC', () => {
    expect(dueMoments(moments, at('2026-11-27T17:00:00Z'))).toEqual([
      { at: '2026-11-28T09:00:00.000Z', what: 'pages/blog/x.md › publishAt' },
      { at: '2026-12-02T17:45:00.000Z', what: 'classes.md › props.events.0.endDate' },
    ]);
  });
  it('should name the next due moment, or null when nothing is due', () => {
    expect(scheduleFile(moments, at('2026-11-27T17:00:00Z')).nextDueAt).toBe(
      '2026-11-28T09:00:00.000Z',
    );
    expect(scheduleFile(moments, at('2027-01-01T00:00:00Z'))).toEqual({
      builtFor: '2027-01-01T00:00:00.000Z',
      nextDueAt: null,
      due: [],
    });
  });
});
