import { SHELL_STARTING_ATTRIBUTE } from './pageIds';
import { markShellStarting } from './shellStarting';

test("the shell's start is on <html> for the after-paint script, and taken off when it cannot start", () => {
  const root = document.documentElement;
  markShellStarting(true);
  expect(root.hasAttribute(SHELL_STARTING_ATTRIBUTE)).toBe(true);
  markShellStarting(true);
  expect(root.hasAttribute(SHELL_STARTING_ATTRIBUTE)).toBe(true);
  markShellStarting(false);
  expect(root.hasAttribute(SHELL_STARTING_ATTRIBUTE)).toBe(false);
});
