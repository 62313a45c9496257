import { exposedContract, type RemoteRoutesProps, prepareWords } from '@store/shared';
import { SUPPORT_WORDS } from './supportCatalogs';
import { getAppStore } from './store/store';
import { SupportApp } from './SupportApp';

/** Which contract this module keeps (the shell refuses another major). */
export const contract = exposedContract('mf_support/Routes');

/** The shell awaits this before the first render: the words in the shopper's language. */
export const prepare = (locale: string): Promise<void> => prepareWords(SUPPORT_WORDS, locale);

/** Exposed as mf_support/Routes: the module's one store outlives route changes within the shell. */
// Partial: a shell older than this remote may send fewer props; RemoteProvider fills the defaults.
export default function Routes(props: Partial<RemoteRoutesProps>) {
  return <SupportApp appStore={getAppStore()} {...props} />;
}
