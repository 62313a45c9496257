import type { RemoteRoutesProps } from '@store/shared';
import { getAppStore } from './store/store';
import { SupportApp } from './SupportApp';

/** Exposed as mf_support/Routes: the module's one store outlives route changes within the shell. */
export default function Routes(props: RemoteRoutesProps) {
  return <SupportApp store={getAppStore()} {...props} />;
}
