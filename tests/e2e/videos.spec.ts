// The video lessons in the browser: a lesson chosen from the list plays, decoded by the browser,
// with the reader's language's captions showing (Chinese here) and the other two languages'
// tracks there to pick; switching the site's language switches the captions with it.
import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { watchConsoleErrors } from './support/console-errors.ts';
import { reloadWithPreferences } from './support/visit.ts';

const captions = (language: string) =>
  (
    JSON.parse(readFileSync(new URL(`../../locales/${language}/videos.json`, import.meta.url), 'utf8')) as {
      captions: Record<string, Record<string, string>>;
    }
  ).captions.manualCex ?? {};

/** What the page's <video> is doing: playback, decoding and its caption tracks. */
function videoState(page: Page) {
  return page.getByTestId('lesson-video').evaluate((element) => {
    const video = element as HTMLVideoElement;
    const tracks = Array.from(video.textTracks).map((track) => ({
      language: track.language,
      kind: track.kind,
      mode: track.mode,
      active: Array.from(track.activeCues ?? []).map((cue) => (cue as VTTCue).text),
    }));
    return { time: video.currentTime, paused: video.paused, width: video.videoWidth, error: video.error?.code ?? null, tracks };
  });
}

test('a video lesson plays with Chinese captions for a Chinese reader, and follows a change of language', async ({ page }) => {
  const errors = watchConsoleErrors(page);
  await page.goto('/videoCourseList');
  await reloadWithPreferences(page, 'zh', 'dark', '/videoCourseList');
  await expect(page.getByRole('heading', { level: 1, name: '视频教程' })).toBeVisible();

  // The second lesson, from its card: the choice is in the address, and the player starts it.
  await page.getByRole('link', { name: /手动交易/ }).click();
  await expect(page).toHaveURL(/\?lesson=manualCex$/);
  await expect(page.locator('#lesson-title')).toHaveText('CEX 手动交易');

  const zh = Object.values(captions('zh'));
  await expect.poll(async () => (await videoState(page)).time, { timeout: 20_000 }).toBeGreaterThan(1.5);
  const playing = await videoState(page);
  expect(playing).toMatchObject({ paused: false, width: 1280, error: null });
  expect(playing.tracks.map((track) => [track.language, track.kind, track.mode])).toEqual([
    ['en', 'captions', 'disabled'],
    ['zh', 'captions', 'showing'],
    ['ko', 'captions', 'disabled'],
  ]);
  const shown = playing.tracks.find((track) => track.language === 'zh')?.active ?? [];
  expect(shown).toHaveLength(1);
  expect(zh).toContain(shown[0]);

  // The reader switches the site to Korean: the Korean captions show from then on.
  await page.getByRole('button', { name: '切换语言' }).click();
  await page.getByRole('button', { name: '한국어' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '동영상 튜토리얼' })).toBeVisible();
  await expect
    .poll(async () => (await videoState(page)).tracks.map((track) => `${track.language}:${track.mode}`))
    .toEqual(['en:disabled', 'zh:disabled', 'ko:showing']);
  const ko = Object.values(captions('ko'));
  await expect.poll(async () => (await videoState(page)).tracks.find((track) => track.language === 'ko')?.active[0]).toBeTruthy();
  expect(ko).toContain((await videoState(page)).tracks.find((track) => track.language === 'ko')?.active[0]);
  expect(errors.take()).toEqual([]);
});
