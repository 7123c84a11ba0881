// Turns a lesson's frames into the files that ship: a VP9 WebM (screen content at a low frame rate
// and a high constant-quality factor stays small and sharp) and a poster JPEG, with the ffmpeg
// from Debian's packages, installed when missing as the browser tests install Chromium.
import { execFileSync, execSync, spawn } from 'node:child_process';

export const VIDEO_FPS = 10;

export function ensureFfmpeg(): void {
  try {
    execFileSync('ffmpeg', ['-hide_banner', '-version'], { stdio: 'ignore' });
  } catch {
    console.log("videos: installing ffmpeg from Debian's packages");
    const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
    execSync(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ffmpeg`, { stdio: 'inherit' });
  }
}

function runFfmpeg(args: string[], input: Buffer[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const ffmpeg = spawn('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], { stdio: ['pipe', 'ignore', 'pipe'] });
    let errors = '';
    ffmpeg.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    ffmpeg.once('error', reject);
    ffmpeg.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code}: ${errors}`))));
    void (async () => {
      for (const chunk of input) {
        if (!ffmpeg.stdin.write(chunk)) await new Promise((drained) => ffmpeg.stdin.once('drain', drained));
      }
      ffmpeg.stdin.end();
    })().catch(reject);
  });
}

/** Encodes JPEG frames shown at VIDEO_FPS into a WebM at `file`. */
export function encodeWebm(frames: Buffer[], file: string): Promise<void> {
  return runFfmpeg(
    [
      ...['-f', 'image2pipe', '-framerate', String(VIDEO_FPS), '-c:v', 'mjpeg', '-i', '-'],
      ...['-c:v', 'libvpx-vp9', '-pix_fmt', 'yuv420p', '-b:v', '0', '-crf', '44'],
      ...['-deadline', 'good', '-cpu-used', '3', '-row-mt', '1', '-g', String(VIDEO_FPS * 10)],
      ...['-an', '-f', 'webm', file],
    ],
    frames,
  );
}

/** Writes one frame, halved, as the lesson's poster. */
export function encodePoster(frame: Buffer, file: string): Promise<void> {
  return runFfmpeg(['-f', 'image2pipe', '-c:v', 'mjpeg', '-i', '-', '-vf', 'scale=640:-2', '-q:v', '6', '-frames:v', '1', file], [frame]);
}
