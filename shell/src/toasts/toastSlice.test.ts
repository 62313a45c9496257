import { initialToastsState, toastAdded, toastRemoved, toastsReducer } from './toastSlice';

const add = (state = initialToastsState, message = 'Oops', now = 1000, extra = {}) =>
  toastsReducer(state, toastAdded({ message, ...extra }, now));

it("defaults to type 'danger' and a 3000 ms duration", () => {
  const s = add();
  expect(s.items).toHaveLength(1);
  expect(s.items[0]).toMatchObject({
    type: 'danger',
    message: 'Oops',
    duration: 3000,
    createdAt: 1000,
  });
});

it('uses options.duration when given', () => {
  const s = add(undefined, 'Payment failed, please try again.', 0, {
    options: { duration: 6000, position: 'top' },
  });
  expect(s.items[0]?.duration).toBe(6000);
});

it('keeps type success', () => {
  expect(add(undefined, 'Saved', 0, { type: 'success' }).items[0]?.type).toBe('success');
});

it('is unique by message', () => {
  let s = add(undefined, 'Same');
  s = add(s, 'Same', 2000);
  s = add(s, 'Other', 2000);
  expect(s.items.map((t) => t.message)).toEqual(['Same', 'Other']);
});

it('prunes toasts older than 300000 ms when more than one exists, keeping the newest', () => {
  let s = add(undefined, 'old', 0);
  s = add(s, 'recent', 200000);
  s = add(s, 'newest', 300001);
  expect(s.items.map((t) => t.message)).toEqual(['recent', 'newest']);
});

it('does not prune a lone old toast', () => {
  const s = add(undefined, 'only', 0);
  expect(s.items).toHaveLength(1);
});

it('removes a toast by id', () => {
  let s = add(undefined, 'a');
  s = add(s, 'b');
  s = toastsReducer(s, toastRemoved(s.items[0]!.id));
  expect(s.items.map((t) => t.message)).toEqual(['b']);
});
