import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useSearchParams } from '@store/shared/router';
import { addressTerms } from './addressTerms';

/** How long typing must pause before the address (and so the results) follows the box. */
export const TYPING_PAUSE_MS = 250;

/**
 * The search box's state: its draft (what is typed), whether its suggestions are open and which
 * is active, and the address (`?searchterm=`) following the draft once typing pauses.
 */
export function useSearchBox() {
  const [params, setParams] = useSearchParams();
  const term = params.get('searchterm') ?? '';
  const [draft, setDraft] = useState(term);
  // The box's first text: after that, its text is the shopper's (see the input).
  const [firstTerm] = useState(term);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const box = useRef<HTMLInputElement>(null);
  // The suggestions' index is read once the box has the focus (SPEC: the page autofocuses it).
  const [indexWanted, setIndexWanted] = useState(false);
  useEffect(() => {
    if (document.activeElement === box.current) setIndexWanted(true);
  }, []);
  // Letters typed into the server-rendered box before hydration are the shopper's: React keeps
  // them in the DOM while hydrating, and they become the draft (and, once typing pauses, the
  // search).
  useLayoutEffect(() => {
    const typed = box.current?.value;
    if (typed === undefined || typed === term) return;
    setDraft(typed);
    setOpen(true);
    typing.current = setTimeout(() => follow(typed, true), TYPING_PAUSE_MS);
    // Once, as the hydrated page mounts: later every edit reaches onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The address follows the box once typing pauses, not per keystroke: a keystroke then renders
  // the box and its suggestions only, and a typed word costs the store one search, not one per
  // letter. Submitting (Enter) goes at once.
  const typing = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(typing.current), []);
  // The address changes in a transition, which a keystroke may overtake on a slow phone, and
  // several of the box's own may be on their way at once: when one arrives, the letters typed
  // since are the shopper's, so only a term the box never sent (back, forward) resets it.
  const [terms] = useState(() => addressTerms(term));
  const follow = (value: string, replace = false) => {
    terms.send(value);
    setParams(value ? { searchterm: value } : {}, { replace });
  };
  // Back/forward to another term: show it in the box (and drop a follow still pending).
  // (Not on mount: the draft starts as the term, or as what was typed before hydration.)
  useEffect(() => {
    if (!terms.moved(term)) return;
    clearTimeout(typing.current);
    if (box.current) box.current.value = term;
    setDraft(term);
  }, [term, terms]);

  const edited = (value: string) => {
    setDraft(value);
    setOpen(true);
    setActive(-1);
    clearTimeout(typing.current);
    typing.current = setTimeout(() => follow(value, true), TYPING_PAUSE_MS);
  };
  const submit = (value: string) => {
    clearTimeout(typing.current);
    setOpen(false);
    setActive(-1);
    follow(value);
  };
  return {
    box,
    draft,
    firstTerm,
    open,
    setOpen,
    active,
    setActive,
    indexWanted,
    setIndexWanted,
    edited,
    submit,
  };
}
