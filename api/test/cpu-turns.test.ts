import { createCpuTurns } from '../src/lib/cpuTurns';

test('sections queued together run one per event-loop turn, in order, with other work between them', async () => {
  const turn = createCpuTurns();
  const order: string[] = [];
  const sections = ['a', 'b', 'c'].map((name) =>
    turn(() => {
      order.push(name);
      // Other work (a timer, an I/O callback) gets its chance before the next section.
      setImmediate(() => order.push(`between ${name}`));
      return name.toUpperCase();
    }),
  );
  expect(await Promise.all(sections)).toEqual(['A', 'B', 'C']);
  await new Promise((resolve) => setImmediate(resolve));
  expect(order).toEqual(['a', 'between a', 'b', 'between b', 'c', 'between c']);
});

test('a section that throws rejects its own caller and the next still runs', async () => {
  const turn = createCpuTurns();
  const failed = turn(() => {
    throw new Error('bad page');
  });
  const next = turn(() => 'ok');
  await expect(failed).rejects.toThrow('bad page');
  await expect(next).resolves.toBe('ok');
});
