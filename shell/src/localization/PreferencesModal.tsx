import { Button, Modal } from '@store/shared';
import { SelectField, StoreForm, useStoreForm } from '@store/shared/form';
import * as yup from 'yup';
import { useShellSelector } from '../app/shellStore';
import { useShell } from '../app/ShellContext';
import { resolveLocalization } from './localization';
import { writePreference } from './preferenceCookie';
import { useIntl } from 'react-intl';
import { PREFERENCES_MESSAGES as m } from './messages';
import { preferenceOptions } from './preferenceOptions';
import { reloadPage } from './reloadPage';

export interface PreferencesModalProps {
  onClose: () => void;
}

/**
 * `localization-modal`: shipping region, currency and language from the store's localization
 * details. Submit saves them for this store (with the region's fulfillment region) and reloads,
 * so every bundle starts over in the new choice.
 */
export default function PreferencesModal({ onClose }: PreferencesModalProps) {
  const { config } = useShell();
  const { formatMessage: t } = useIntl();
  const { current, details } = useShellSelector((s) => s.localization);
  const { regions, currencies, locales } = preferenceOptions(details);
  const oneOf = (options: { value: string }[]) =>
    yup
      .string()
      .required()
      .oneOf(options.map((o) => o.value));
  const form = useStoreForm({
    validateOn: 'submit',
    initialValues: { region: current.region, currency: current.currency, locale: current.locale },
    validationSchema: yup.object({
      region: oneOf(regions),
      currency: oneOf(currencies),
      locale: oneOf(locales),
    }),
    onSubmit: (values) => {
      const chosen = resolveLocalization([values], details);
      writePreference(config.storeSlug, {
        region: chosen.region,
        currency: chosen.currency,
        locale: chosen.locale,
        fulfillmentRegion: chosen.fulfillmentRegion,
      });
      reloadPage();
    },
  });
  return (
    <Modal name="localization-modal" title={t(m.title)} onClose={onClose}>
      <StoreForm form={form}>
        <div css={{ display: 'grid', gap: 12 }}>
          <SelectField
            id="preferences-region"
            name="region"
            label={t(m.region)}
            options={regions}
          />
          <SelectField
            id="preferences-currency"
            name="currency"
            label={t(m.currency)}
            options={currencies}
          />
          <SelectField
            id="preferences-locale"
            name="locale"
            label={t(m.language)}
            options={locales}
          />
          <Button type="submit">{t(m.submit)}</Button>
        </div>
      </StoreForm>
    </Modal>
  );
}
