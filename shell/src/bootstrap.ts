import { nextTask } from './boot/nextTask';

/**
 * The code that makes the page live, evaluated a part per task: the libraries in a few groups,
 * then the shared library, the shell, and its start. The page is already painted (the server's
 * HTML, or index.html's), and a phone's main thread held for one long evaluation delays every
 * tap meanwhile (Total Blocking Time); between parts it is free. Every module here is in the
 * chunks already loaded for this one: no part waits on the network.
 */
const PARTS: (() => Promise<unknown>)[] = [
  () => Promise.all([import('react'), import('react-dom/client')]),
  () => import('@store/shared/router'),
  () => Promise.all([import('@emotion/react'), import('@emotion/styled')]),
  () => Promise.all([import('@reduxjs/toolkit'), import('react-redux')]),
  () => Promise.all([import('@store/shared/rx'), import('react-intl')]),
  () => import('@store/shared'),
];

async function run(): Promise<void> {
  for (const part of PARTS) {
    await nextTask();
    await part();
  }
  await nextTask();
  const { start } = await import(/* webpackMode: "eager" */ './start');
  await nextTask();
  await start();
}

void run();
