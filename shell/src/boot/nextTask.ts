/**
 * Resolves in a new task, so the main thread can paint and answer input in between: boot work
 * on a phone is cut at these points into parts shorter than a long task.
 */
export const nextTask = (): Promise<void> => new Promise<void>((resolve) => setTimeout(resolve, 0));
