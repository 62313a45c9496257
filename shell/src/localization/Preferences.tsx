import { lazy, Suspense } from 'react';

// The modal and its form kit (formik, yup's form use) load when the shopper opens it.
const PreferencesModal = lazy(
  () => import(/* webpackChunkName: "preferences" */ './PreferencesModal'),
);

/** The Preferences modal while open; nothing (and no code) otherwise. */
export function Preferences({ open, onClose }: { open: boolean; onClose: () => void }) {
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <PreferencesModal onClose={onClose} />
    </Suspense>
  );
}
