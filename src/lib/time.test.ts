import { describe, expect, it } from 'vitest';
import { formatTime, minuteOptions, parseTime } from './time.ts';

describe('time helpers', () => {
  it('parses HH:MM on a 24-hour clock', () => {
    expect(parseTime('00:00')).toBe(0);
    expect(parseTime('9:05')).toBe(545);
    expect(parseTime('23:59')).toBe(1439);
    expect(parseTime('24:00')).toBeUndefined();
    expect(parseTime('12:60')).toBeUndefined();
    expect(parseTime('7 pm')).toBeUndefined();
    expect(parseTime('')).toBeUndefined();
  });
  it('formats minutes as HH:MM, wrapping into one day', () => {
    expect(formatTime(0)).toBe('00:00');
    expect(formatTime(75)).toBe('01:15');
    expect(formatTime(1439)).toBe('23:59');
    expect(formatTime(1440)).toBe('00:00');
    expect(formatTime(-15)).toBe('23:45');
  });
  it('lists the minutes of a step', () => {
    expect(minuteOptions(15)).toEqual([0, 15, 30, 45]);
    expect(minuteOptions(30)).toEqual([0, 30]);
    expect(minuteOptions(60)).toEqual([0]);
    expect(minuteOptions(25)).toEqual([0, 25, 50]);
    expect(minuteOptions(0)).toHaveLength(60);
  });
});
