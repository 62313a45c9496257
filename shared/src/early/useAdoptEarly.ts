import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * What the shopper set in a server-rendered form before its script (typed, picked, ticked) is in
 * the form's controls but not in the app's state. React keeps the controls' state while hydrating
 * but sets them back from props or state on the next render, so `adopt` reads the form once, as
 * the hydrated form mounts and before anything renders again. A form mounted in the browser holds
 * what the app gave it: reading it changes nothing. `adopt` is the first render's (the state the
 * server's HTML was written from).
 */
export function useAdoptEarly(
  form: RefObject<HTMLFormElement | null>,
  adopt: (form: HTMLFormElement) => void,
): void {
  const first = useRef(adopt);
  useLayoutEffect(() => {
    if (form.current) first.current(form.current);
  }, [form]);
}
