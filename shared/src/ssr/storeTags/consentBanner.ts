import { PRIVACY_POLICY_PATH, type ConsentChoice, type StoreTagsData } from './tagSettings';

/** On the banner: found again by the tests and by a second start (never two banners). */
export const CONSENT_BANNER_ATTRIBUTE = 'data-store-consent';

/**
 * The consent banner of a store that asks before its tags load: a labelled region fixed at the
 * bottom of the page (not a modal: the store stays usable while it waits), in the page's
 * language and the theme's own text and background colours, with the two answers as buttons.
 * Answering removes it and tells `onChoice`. Built here, not by the shell: it must show on a page
 * whose scripts wait for the first touch, and no other script of the page runs by then.
 */
export function showConsentBanner(
  doc: Document,
  { words, colors }: Pick<StoreTagsData, 'words' | 'colors'>,
  onChoice: (choice: ConsentChoice) => void,
): HTMLElement {
  const existing = doc.querySelector<HTMLElement>(`[${CONSENT_BANNER_ATTRIBUTE}]`);
  if (existing) return existing;
  const region = doc.createElement('section');
  region.setAttribute('aria-label', words.label);
  region.setAttribute(CONSENT_BANNER_ATTRIBUTE, '');
  Object.assign(region.style, {
    position: 'fixed',
    insetInline: '0',
    bottom: '0',
    zIndex: '1000',
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '12px',
    padding: '16px',
    background: colors.background,
    color: colors.text,
    borderTop: `2px solid ${colors.text}`,
  });

  const message = doc.createElement('p');
  message.style.margin = '0';
  message.append(`${words.message} `);
  const privacy = Object.assign(doc.createElement('a'), { href: PRIVACY_POLICY_PATH });
  privacy.textContent = words.privacy;
  privacy.style.color = 'inherit';
  message.append(privacy);

  // Both answers weigh the same (text and background swapped), so neither is nudged.
  const answer = (label: string, choice: ConsentChoice, filled: boolean) => {
    const button = Object.assign(doc.createElement('button'), { type: 'button' });
    button.textContent = label;
    Object.assign(button.style, {
      minHeight: '44px',
      padding: '8px 20px',
      font: 'inherit',
      cursor: 'pointer',
      border: `2px solid ${colors.text}`,
      background: filled ? colors.text : colors.background,
      color: filled ? colors.background : colors.text,
    });
    button.addEventListener('click', () => {
      region.remove();
      onChoice(choice);
    });
    return button;
  };
  region.append(
    message,
    answer(words.decline, 'denied', false),
    answer(words.accept, 'granted', true),
  );
  doc.body.append(region);
  return region;
}
