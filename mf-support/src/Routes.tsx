import type { RemoteRoutesProps } from '@store/shared';
import { createSupportStore } from './store/store';
import { SupportApp } from './SupportApp';

// Created once per module: the store outlives route changes within the shell.
const store = createSupportStore();

/** Exposed as mf_support/Routes. */
export default function Routes(props: RemoteRoutesProps) {
  return <SupportApp store={store} {...props} />;
}
