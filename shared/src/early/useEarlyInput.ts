import type { FormikValues } from 'formik';
import type { RefObject } from 'react';
import type { StoreFormApi } from '../ui/form/useStoreForm';
import { useAdoptEarly } from './useAdoptEarly';

/** What a control holds now, as the form's value of its kind; undefined: nothing to adopt. */
function heldValue(control: Element, current: unknown): unknown {
  if (control instanceof HTMLInputElement) {
    if (control.type === 'checkbox')
      return typeof current === 'boolean' && control.checked !== current
        ? control.checked
        : undefined;
    if (control.type === 'radio') return control.checked ? control.value : undefined;
    if (control.type === 'file' || control.type === 'hidden') return undefined;
  } else if (!(control instanceof HTMLSelectElement || control instanceof HTMLTextAreaElement)) {
    return undefined;
  }
  return typeof current === 'string' ? control.value : undefined;
}

/**
 * A form kit's form adopts what its controls hold as it hydrates (useAdoptEarly): each field the
 * form knows takes its control's value, without validating (nothing was submitted).
 */
export function useEarlyInput<Values extends FormikValues>(
  element: RefObject<HTMLFormElement | null>,
  form: StoreFormApi<Values>,
): void {
  const { values, setFieldValue } = form;
  useAdoptEarly(element, (held) => {
    for (const control of Array.from(held.elements)) {
      const name = control.getAttribute('name');
      if (!name || !(name in values)) continue;
      const value = heldValue(control, values[name]);
      if (value !== undefined && value !== values[name]) void setFieldValue(name, value, false);
    }
  });
}
