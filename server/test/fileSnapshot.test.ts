import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { jsonSnapshot } from '../src/fileSnapshot';

// A deploy file read once per change: a rewrite is seen from the next turn of the event loop (the
// next request), a missing file is undefined, a broken one null.

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

test('reads a file once, again after each change, and tells missing from unreadable', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'snapshot-'));
  const file = path.join(dir, 'remotes.json');
  const read = jsonSnapshot<Record<string, string>>();
  try {
    expect(read(file)).toBeUndefined();
    fs.writeFileSync(file, JSON.stringify({ 'mf-cart': '/a.json' }));
    await nextTurn();
    const first = read(file);
    expect(first).toEqual({ 'mf-cart': '/a.json' });
    const spy = jest.spyOn(fs, 'readFileSync');
    expect(read(file)).toBe(first);
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
    // Replaced the way a deploy does it (a new file renamed over the old one).
    fs.writeFileSync(`${file}.next`, JSON.stringify({ 'mf-cart': '/b.json' }));
    fs.renameSync(`${file}.next`, file);
    await nextTurn();
    expect(read(file)).toEqual({ 'mf-cart': '/b.json' });
    fs.writeFileSync(file, '{ not json');
    await nextTurn();
    expect(read(file)).toBeNull();
    fs.rmSync(file);
    await nextTurn();
    expect(read(file)).toBeUndefined();
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('stats a file once a turn however many read it, and sees a change the turn after', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'snapshot-'));
  const file = path.join(dir, 'mf-manifest.json');
  const readA = jsonSnapshot<{ v: number }>();
  const readB = jsonSnapshot<{ v: number }>();
  try {
    fs.writeFileSync(file, JSON.stringify({ v: 1 }));
    await nextTurn();
    const stat = jest.spyOn(fs, 'statSync');
    for (let i = 0; i < 4; i++) expect([readA(file), readB(file)]).toEqual([{ v: 1 }, { v: 1 }]);
    expect(stat).toHaveBeenCalledTimes(1);
    stat.mockRestore();
    fs.writeFileSync(`${file}.next`, JSON.stringify({ v: 2 }));
    fs.renameSync(`${file}.next`, file);
    await nextTurn();
    expect([readA(file), readB(file)]).toEqual([{ v: 2 }, { v: 2 }]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
