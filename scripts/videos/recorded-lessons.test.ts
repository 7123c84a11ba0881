// What ships of the video lessons: each of the nine topics recorded, every file the catalogue
// names present in public/videos, the captions in en, zh and ko written from the current texts of
// locales/<lang>/videos.json (so a reworded caption cannot ship without `npm run videos --
// --captions`), and the whole kept small.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { VIDEO_LESSONS } from '../../src/client/features/tutorials/video-lessons.ts';
import { VIDEO_TOPICS } from '../../src/shared/catalogue/video-topics.ts';
import { CAPTION_LANGUAGES, type CueTiming, readCaptionTexts, renderWebVtt } from './captions.ts';

const root = join(import.meta.dirname, '../..');
const cueTimings = JSON.parse(readFileSync(join(root, 'scripts/videos/cue-timings.json'), 'utf8')) as Record<string, CueTiming[]>;
const publicFile = (url: string) => join(root, 'public', url);
/** All nine lessons together; a lesson is a screen recording of a minute or so. */
const TOTAL_BUDGET_BYTES = 8 * 1024 * 1024;

describe('the recorded video lessons', () => {
  it.each(VIDEO_TOPICS)('%s is recorded: its video, poster and three caption files are in public/videos', (topic) => {
    const lesson = VIDEO_LESSONS[topic];
    expect(lesson, topic).toBeDefined();
    if (!lesson) return;
    expect(lesson.video).toMatch(new RegExp(`^/videos/${topic}\\.[0-9a-f]{10}\\.webm$`));
    expect(statSync(publicFile(lesson.video)).size).toBe(lesson.bytes);
    // A WebM begins with the EBML header.
    expect(readFileSync(publicFile(lesson.video)).subarray(0, 4).toString('hex')).toBe('1a45dfa3');
    expect(existsSync(publicFile(lesson.poster))).toBe(true);
    expect(Object.keys(lesson.captions).sort()).toEqual([...CAPTION_LANGUAGES].sort());
    expect(lesson.seconds).toBeGreaterThan(10);
  });

  it.each(CAPTION_LANGUAGES)('the %s captions are the current texts at the recorded times', (language) => {
    const texts = readCaptionTexts(root, language);
    for (const topic of VIDEO_TOPICS) {
      const lesson = VIDEO_LESSONS[topic];
      const cues = cueTimings[topic] ?? [];
      expect(cues.length, topic).toBeGreaterThan(3);
      expect(cues.at(-1)?.end ?? 0, topic).toBeLessThanOrEqual((lesson?.seconds ?? 0) + 0.001);
      const shipped = readFileSync(publicFile(lesson?.captions[language] ?? ''), 'utf8');
      expect(shipped, `${topic} ${language}`).toBe(renderWebVtt(topic, cues, texts, language));
    }
  });

  it('every caption text is used by a recorded cue', () => {
    const texts = readCaptionTexts(root, 'en');
    for (const topic of VIDEO_TOPICS) {
      const used = new Set((cueTimings[topic] ?? []).map((cue) => cue.key));
      expect(
        Object.keys(texts[topic] ?? {}).filter((key) => !used.has(key)),
        topic,
      ).toEqual([]);
    }
  });

  it('stays small', () => {
    const total = VIDEO_TOPICS.reduce((sum, topic) => sum + (VIDEO_LESSONS[topic]?.bytes ?? 0), 0);
    expect(total).toBeLessThan(TOTAL_BUDGET_BYTES);
  });
});
