import { act, render, screen } from '@testing-library/react';
import { catalogProblems, precompiledProblems } from '../i18n/catalogProblems';
import { enText } from '../i18n/enText';
import { BundleIntl } from '../i18n/RemoteIntl';
import { loadUiTexts, uiCatalog } from './messages';
import { Modal } from './Modal';
import { Spinner } from './Spinner';
import { ToastView } from './ToastView';

describe("the UI kit's words", () => {
  it('have every id in every locale with en the SPEC texts', async () => {
    expect(await catalogProblems({ catalogs: [uiCatalog], load: loadUiTexts })).toEqual([]);
    expect(await precompiledProblems({ catalogs: [uiCatalog], load: loadUiTexts })).toEqual([]);
    expect(enText(uiCatalog.messages.toastError)).toBe('Error');
    expect(enText(uiCatalog.messages.toastSuccess)).toBe('Success');
  });

  it('speak the bundle’s language inside its provider', async () => {
    const words = { catalogs: [], load: () => Promise.resolve({}) };
    await act(async () =>
      render(
        <BundleIntl locale="de" words={words}>
          <ToastView
            toast={{ id: 't1', type: 'danger', message: 'x', createdAt: 0 }}
            onDismiss={() => undefined}
          />
          <Spinner />
          <Modal title="Titel" name="t" onClose={() => undefined}>
            <p>Inhalt</p>
          </Modal>
        </BundleIntl>,
      ),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Fehler');
    expect(screen.getByRole('button', { name: 'Benachrichtigung schließen' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Wird geladen');
    expect(screen.getByRole('button', { name: 'Schließen', hidden: true })).toBeInTheDocument();
  });

  it('say the en text outside any provider instead of throwing', () => {
    render(
      <ToastView
        toast={{ id: 't2', type: 'success', message: 'y', createdAt: 0 }}
        onDismiss={() => undefined}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Success');
  });
});
