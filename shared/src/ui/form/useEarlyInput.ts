import type { FormikValues } from 'formik';
import { useLayoutEffect, useRef, type RefObject } from 'react';
import type { StoreFormApi } from './useStoreForm';

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
 * A server-rendered form is on screen before its script: the shopper may type, pick a state or
 * tick a box before it hydrates. React keeps what the controls hold while hydrating but sets them
 * back to the form's values on the next render, so once, as the hydrated form mounts and before
 * anything renders again, what they hold becomes the form's values (without validating: nothing
 * was submitted). A form mounted in the browser holds its initial values: nothing changes.
 */
export function useEarlyInput<Values extends FormikValues>(
  element: RefObject<HTMLFormElement | null>,
  form: StoreFormApi<Values>,
): void {
  const first = useRef(form);
  useLayoutEffect(() => {
    const { values, setFieldValue } = first.current;
    const held = element.current?.elements;
    if (!held) return;
    for (const control of Array.from(held)) {
      const name = control.getAttribute('name');
      if (!name || !(name in values)) continue;
      const value = heldValue(control, values[name]);
      if (value !== undefined && value !== values[name]) void setFieldValue(name, value, false);
    }
  }, [element]);
}
