import { appendFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDirs } from '../../../tests/support/temp-dirs.ts';
import { Journal } from './journal.ts';

const freshDir = tempDirs('sandbox-journal-');

describe('journal', () => {
  it('gives back the records appended before a reopen, numbered in order', async () => {
    const dir = freshDir();
    const { journal } = Journal.open(dir);
    journal.append({ t: 'a' });
    journal.append({ t: 'b' });
    await journal.sync();
    await journal.close();
    const { journal: again, contents } = Journal.open(dir);
    expect(contents.snapshot).toBeNull();
    expect(contents.records).toEqual([
      { seq: 1, t: 'a' },
      { seq: 2, t: 'b' },
    ]);
    expect(again.append({ t: 'c' })).toBe(3);
    await again.close();
  });

  it('keeps appended records without close or sync, as after kill -9', () => {
    const dir = freshDir();
    const { journal } = Journal.open(dir);
    journal.append({ t: 'a' });
    // No close: the process "dies" here. The data was written to the file, so it is there.
    const { contents } = Journal.open(dir);
    expect(contents.records.map((r) => r.t)).toEqual(['a']);
  });

  it('drops a record torn by a crash mid-write and appends after it cleanly', async () => {
    const dir = freshDir();
    const { journal } = Journal.open(dir);
    journal.append({ t: 'a' });
    await journal.close();
    const [segment] = readdirSync(dir).filter((name) => name.startsWith('journal-'));
    appendFileSync(join(dir, segment!), '{"seq":2,"t":"tor');
    const { journal: again, contents } = Journal.open(dir);
    expect(contents.records.map((r) => r.t)).toEqual(['a']);
    again.append({ t: 'b' });
    await again.close();
    expect(Journal.open(dir).contents.records.map((r) => r.t)).toEqual(['a', 'b']);
  });

  it('replays only what follows the snapshot and removes the covered segments', async () => {
    const dir = freshDir();
    const { journal } = Journal.open(dir);
    journal.append({ t: 'a' });
    journal.append({ t: 'b' });
    journal.writeSnapshot({ value: 2 });
    journal.append({ t: 'c' });
    await journal.close();
    const { journal: again, contents } = Journal.open(dir);
    expect(contents.snapshot).toEqual({ seq: 2, state: { value: 2 } });
    expect(contents.records).toEqual([{ seq: 3, t: 'c' }]);
    expect(readdirSync(dir).filter((name) => name.startsWith('journal-'))).toEqual(['journal-000000000003.jsonl']);
    await again.close();
  });

  it('coalesces concurrent syncs into few fsyncs and resolves them all', async () => {
    const dir = freshDir();
    const { journal } = Journal.open(dir);
    const waits: Array<Promise<void>> = [];
    for (let i = 0; i < 50; i++) {
      journal.append({ i });
      waits.push(journal.sync());
    }
    await Promise.all(waits);
    await journal.close();
    expect(Journal.open(dir).contents.records).toHaveLength(50);
  });
});
