import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { jsonSnapshot } from '../src/fileSnapshot';

// A deploy file read once per change: a rewrite is seen on the next read, a missing file is
// undefined, a broken one null.

test('reads a file once, again after each change, and tells missing from unreadable', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'snapshot-'));
  const file = path.join(dir, 'remotes.json');
  const read = jsonSnapshot<Record<string, string>>();
  try {
    expect(read(file)).toBeUndefined();
    fs.writeFileSync(file, JSON.stringify({ 'mf-cart': '/a.json' }));
    const first = read(file);
    expect(first).toEqual({ 'mf-cart': '/a.json' });
    const spy = jest.spyOn(fs, 'readFileSync');
    expect(read(file)).toBe(first);
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
    // Replaced the way a deploy does it (a new file renamed over the old one).
    fs.writeFileSync(`${file}.next`, JSON.stringify({ 'mf-cart': '/b.json' }));
    fs.renameSync(`${file}.next`, file);
    expect(read(file)).toEqual({ 'mf-cart': '/b.json' });
    fs.writeFileSync(file, '{ not json');
    expect(read(file)).toBeNull();
    fs.rmSync(file);
    expect(read(file)).toBeUndefined();
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
