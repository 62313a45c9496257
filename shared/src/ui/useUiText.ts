import { useContext } from 'react';
import { IntlContext, type IntlShape } from 'react-intl';
import { enText } from '../i18n/enText';
import { UI_MESSAGES } from './messages';

/**
 * The UI kit's words in the enclosing bundle's language. Kit components also render outside any
 * provider (a remote's standalone page, the shell's boot spinner, tests), where they say the en
 * text instead of throwing as `useIntl` would.
 */
export function useUiText(): (key: keyof typeof UI_MESSAGES) => string {
  // react-intl types the context as always set; outside its provider it is null.
  const intl = useContext(IntlContext) as IntlShape | null;
  return (key) => (intl ? intl.formatMessage(UI_MESSAGES[key]) : enText(UI_MESSAGES[key]));
}
