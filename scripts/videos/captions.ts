// The captions of a recorded lesson as WebVTT: the cue timings come from the recording, the text
// from locales/<lang>/videos.json, so a caption can be reworded or translated without recording
// the video again (`npm run videos -- --captions`).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const CAPTION_LANGUAGES = ['en', 'zh', 'ko'] as const;
export type CaptionLanguage = (typeof CAPTION_LANGUAGES)[number];

/** One caption's place in the video, in seconds from its first frame. */
export interface CueTiming {
  key: string;
  start: number;
  end: number;
}

/** topic → cue key → text, as locales/<lang>/videos.json holds it under "captions". */
export type CaptionTexts = Record<string, Record<string, string>>;

export function readCaptionTexts(root: string, language: CaptionLanguage): CaptionTexts {
  const file = JSON.parse(readFileSync(join(root, 'locales', language, 'videos.json'), 'utf8')) as { captions: CaptionTexts };
  return file.captions;
}

/** 75.5 → "00:01:15.500", as WebVTT writes a cue time. */
export function vttTime(seconds: number): string {
  const millis = Math.max(0, Math.round(seconds * 1000));
  const pad = (value: number, width: number) => String(value).padStart(width, '0');
  const hours = Math.floor(millis / 3_600_000);
  const minutes = Math.floor((millis % 3_600_000) / 60_000);
  const secs = Math.floor((millis % 60_000) / 1000);
  return `${pad(hours, 2)}:${pad(minutes, 2)}:${pad(secs, 2)}.${pad(millis % 1000, 3)}`;
}

// A cue's text is markup in WebVTT: a literal "<" or "&" would start a tag or an entity, and a
// "-->" or a blank line would end the cue early.
const escapeCueText = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replace(/\n\s*\n/g, '\n');

/** The WebVTT file of one lesson in one language; a cue without text in that language is an error. */
export function renderWebVtt(topic: string, cues: CueTiming[], texts: CaptionTexts, language: CaptionLanguage): string {
  const lines = ['WEBVTT', ''];
  cues.forEach((cue, index) => {
    const text = texts[topic]?.[cue.key];
    if (!text) throw new Error(`locales/${language}/videos.json has no caption captions.${topic}.${cue.key}`);
    lines.push(String(index + 1), `${vttTime(cue.start)} --> ${vttTime(cue.end)}`, escapeCueText(text), '');
  });
  return lines.join('\n');
}
