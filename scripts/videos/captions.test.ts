import { describe, expect, it } from 'vitest';
import { renderWebVtt, vttTime } from './captions.ts';

describe('WebVTT captions', () => {
  it('writes cue times as hours, minutes, seconds and milliseconds', () => {
    expect(vttTime(0)).toBe('00:00:00.000');
    expect(vttTime(75.5)).toBe('00:01:15.500');
    expect(vttTime(3_723.0456)).toBe('01:02:03.046');
    expect(vttTime(-1)).toBe('00:00:00.000');
  });

  it('numbers the cues in order, with the text of the language asked for', () => {
    const vtt = renderWebVtt(
      'manualCex',
      [
        { key: 'open', start: 0.08, end: 3.5 },
        { key: 'chart', start: 3.5, end: 7 },
      ],
      { manualCex: { open: '手动交易', chart: 'K线图' } },
      'zh',
    );
    expect(vtt).toBe('WEBVTT\n\n1\n00:00:00.080 --> 00:00:03.500\n手动交易\n\n2\n00:00:03.500 --> 00:00:07.000\nK线图\n');
  });

  it('escapes what WebVTT would read as markup, and keeps a cue from ending at a blank line', () => {
    const vtt = renderWebVtt('t', [{ key: 'a', start: 0, end: 1 }], { t: { a: 'Price < 5 & size --> 2\n\nlines' } }, 'en');
    expect(vtt).toContain('Price &lt; 5 &amp; size --&gt; 2\nlines\n');
  });

  it('refuses a cue with no text in the language, naming the missing key', () => {
    expect(() => renderWebVtt('t', [{ key: 'gone', start: 0, end: 1 }], { t: {} }, 'ko')).toThrow(
      'locales/ko/videos.json has no caption captions.t.gone',
    );
  });
});
