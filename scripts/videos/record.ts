// `npm run videos [topic…]`: records the video lessons from the running product. It starts the app
// as `npm start` does (building it when its sources changed) on a fresh data folder, so the
// lessons show the embedded sandbox exchange and chain, drives each lesson's flow in Debian's
// Chromium, encodes the frames with ffmpeg and writes, under public/videos, each lesson's WebM,
// poster and en/zh/ko captions, plus the catalogue the video pages read.
// `npm run videos -- --captions` only rewrites the captions from locales/<lang>/videos.json and
// the recorded cue timings, for a reworded or newly translated caption; `--dry` records and
// encodes into the scratch data folder only, leaving public/videos and the catalogue as they are.
import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { logInAsDemo } from '../../tests/e2e/support/session.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/support/chromium.ts';
import { CAPTION_LANGUAGES, type CueTiming, readCaptionTexts, renderWebVtt } from './captions.ts';
import { encodePoster, encodeWebm, ensureFfmpeg, VIDEO_FPS } from './encode.ts';
import { LESSON_FLOWS } from './flows/index.ts';
import { Lesson, POINTER_OVERLAY } from './lesson.ts';
import { framesAtRate, Screencast } from './screencast.ts';
import type { VideoCatalogue, VideoLessonFiles } from '../../src/client/features/tutorials/video-lessons.ts';

const root = join(import.meta.dirname, '../..');
const VIDEO_DIR = join(root, 'public/videos');
const CATALOGUE_FILE = join(root, 'src/client/features/tutorials/video-lessons.json');
const CUE_FILE = join(root, 'scripts/videos/cue-timings.json');
const SIZE = { width: 1280, height: 720 };

const readJson = <T>(file: string, fallback: T): T => {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return fallback;
  }
};
const writeJson = (file: string, value: unknown) => writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
const shortHash = (content: Buffer | string) => createHash('sha256').update(content).digest('hex').slice(0, 10);

/** Writes `content` as public/videos/<stem>.<hash>.<ext> and answers its URL path. */
function writeHashed(stem: string, ext: string, content: Buffer | string): string {
  const name = `${stem}.${shortHash(content)}.${ext}`;
  writeFileSync(join(VIDEO_DIR, name), content);
  return `/videos/${name}`;
}

/** Removes the files of one lesson (any earlier recording), except `keep`. */
function removeLessonFiles(topic: string, keep: string[] = []): void {
  for (const name of readdirSync(VIDEO_DIR)) {
    if (name.startsWith(`${topic}.`) && !keep.includes(`/videos/${name}`)) rmSync(join(VIDEO_DIR, name));
  }
}

function writeCaptions(topic: string, cues: CueTiming[]): Record<string, string> {
  const tracks: Record<string, string> = {};
  for (const language of CAPTION_LANGUAGES) {
    tracks[language] = writeHashed(`${topic}.${language}`, 'vtt', renderWebVtt(topic, cues, readCaptionTexts(root, language), language));
  }
  return tracks;
}

/** The app as `npm start` runs it, on a data folder of its own; resolves with its origin. */
function startApp(dataDir: string): Promise<{ origin: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      MAIL_PER_ADDRESS_PER_HOUR: '1000',
      MAIL_PER_IP_PER_HOUR: '1000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      writeFileSync(join(dataDir, 'server.log'), output);
      const match = /listening on (http:\/\/[\w.:[\]-]+)["\n]/.exec(output);
      if (match?.[1]) resolve({ origin: match[1], child });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`the app exited with ${code} before listening:\n${output}`)));
  });
}

async function record(topics: string[], dry: boolean): Promise<void> {
  ensureFfmpeg();
  // @ts-expect-error: a plain script with no types, run for what it installs.
  await import('../ensure-chromium.mjs');
  const dataDir = mkdtempSync(join(tmpdir(), 'mmc-videos-'));
  // The demo login reads its e-mail code from this data folder's outbox.
  process.env.E2E_DATA_DIR = dataDir;
  const app = await startApp(dataDir);
  console.log(`videos: recording on ${app.origin} (data in ${dataDir})`);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const english = readCaptionTexts(root, 'en');
  const catalogue = readJson<VideoCatalogue>(CATALOGUE_FILE, {});
  const cueTimings = readJson<Record<string, CueTiming[]>>(CUE_FILE, {});
  mkdirSync(VIDEO_DIR, { recursive: true });
  try {
    // In topic order: the wallet lessons build on the wallets the first of them creates.
    for (const flow of LESSON_FLOWS.filter((candidate) => topics.length === 0 || topics.includes(candidate.topic))) {
      const started = Date.now();
      const context = await browser.newContext({
        viewport: SIZE,
        deviceScaleFactor: 1,
        locale: 'en-US',
        colorScheme: 'dark',
        baseURL: app.origin,
      });
      try {
        const page = await context.newPage();
        // tsx compiles this script keeping function names, through a helper (__name) that the
        // functions handed to page.evaluate call in the page too.
        await page.addInitScript('globalThis.__name = (target) => target;');
        await page.addInitScript(POINTER_OVERLAY);
        await page.goto('/light');
        await page.evaluate(() => {
          localStorage.setItem('mmc.language', JSON.stringify('en'));
          localStorage.setItem('mmc.theme', JSON.stringify('dark'));
        });
        if (flow.login === 'demo') await logInAsDemo(page, flow.start);
        else await page.goto(flow.start);
        if (flow.prepare) {
          await flow.prepare(page);
          await page.goto(flow.start);
        }
        await page.waitForLoadState('networkidle');
        const lesson = new Lesson(page, english[flow.topic] ?? {});
        const screencast = new Screencast(page, SIZE);
        const origin = await screencast.start();
        lesson.begin(origin);
        await flow.run(lesson);
        const seconds = await lesson.finish();
        await screencast.stop();

        const frames = framesAtRate(screencast.frames, origin, seconds, VIDEO_FPS);
        const scratch = join(dataDir, `${flow.topic}.webm`);
        await encodeWebm(frames, scratch);
        const posterTick = Math.min(frames.length - 1, Math.round((lesson.posterAt ?? seconds / 2) * VIDEO_FPS));
        const posterScratch = join(dataDir, `${flow.topic}.jpg`);
        await encodePoster(frames[posterTick] ?? frames[0] ?? Buffer.alloc(0), posterScratch);

        if (dry) {
          console.log(
            `videos: ${flow.topic}: ${seconds.toFixed(1)} s in ${scratch} (poster ${posterScratch}), ${lesson.cues.length} captions`,
          );
          continue;
        }
        const video = writeHashed(flow.topic, 'webm', readFileSync(scratch));
        const poster = writeHashed(flow.topic, 'jpg', readFileSync(posterScratch));
        cueTimings[flow.topic] = lesson.cues.map((cue) => ({ key: cue.key, start: round(cue.start), end: round(cue.end) }));
        const captions = writeCaptions(flow.topic, cueTimings[flow.topic] ?? []);
        const entry: VideoLessonFiles = {
          video,
          poster,
          captions,
          seconds: round(seconds),
          bytes: statSync(join(root, 'public', video)).size,
        };
        catalogue[flow.topic] = entry;
        removeLessonFiles(flow.topic, [video, poster, ...Object.values(captions)]);
        writeJson(CATALOGUE_FILE, catalogue);
        writeJson(CUE_FILE, cueTimings);
        console.log(
          `videos: ${flow.topic}: ${entry.seconds.toFixed(1)} s, ${(entry.bytes / 1024).toFixed(0)} KB, ${lesson.cues.length} captions (recorded in ${((Date.now() - started) / 1000).toFixed(0)} s)`,
        );
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
    app.child.kill('SIGTERM');
  }
  const total = Object.values(catalogue).reduce((sum, entry) => sum + (entry?.bytes ?? 0), 0);
  console.log(`videos: ${Object.keys(catalogue).length} lessons, ${(total / 1024 / 1024).toFixed(2)} MB of video in all`);
}

const round = (seconds: number) => Math.round(seconds * 1000) / 1000;

/** Rewrites every lesson's captions from the locales and the recorded timings. */
function rewriteCaptions(): void {
  const catalogue = readJson<VideoCatalogue>(CATALOGUE_FILE, {});
  const cueTimings = readJson<Record<string, CueTiming[]>>(CUE_FILE, {});
  for (const [topic, entry] of Object.entries(catalogue)) {
    if (!entry) continue;
    entry.captions = writeCaptions(topic, cueTimings[topic] ?? []);
    removeLessonFiles(topic, [entry.video, entry.poster, ...Object.values(entry.captions)]);
  }
  writeJson(CATALOGUE_FILE, catalogue);
  console.log(`videos: captions rewritten for ${Object.keys(catalogue).length} lessons`);
}

const args = process.argv.slice(2);
if (args.includes('--captions')) rewriteCaptions();
else
  await record(
    args.filter((arg) => !arg.startsWith('--')),
    args.includes('--dry'),
  );
