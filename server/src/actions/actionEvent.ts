import { randomUUID } from 'node:crypto';
import escapeHtml from 'escape-html';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ACTION_EVENT_ATTRIBUTE, ACTION_ID_ATTRIBUTE } from '@store/shared/src/early/analyticsIds';

// SPEC §7 for a cart action the store server did for a form (a line removed or lowered, Checkout
// pressed before or without the page's scripts): the event the live page would have pushed goes,
// in a short-lived cookie only this server reads, to the page the 303 lands on, which carries it
// in its HTML (`ACTION_EVENT_ATTRIBUTE` with a one-time id) for store-page-view.js (or the shell, on
// a page that runs no early script) to push once. The listing's add says it in its address
// instead (listingForm.ts): a listing's page is kept for everyone, its notice is in its render.

export type DataLayerEvent = Record<string, unknown> & { event: string };
export interface ActionEvent {
  id: string;
  event: DataLayerEvent;
}

/** One per store, as every store cookie; HttpOnly: the page's scripts never need it. */
export const actionEventCookieName = (storeSlug: string): string => `action_event_${storeSlug}`;
/** Long enough for the 303 to be followed; a page not asked for by then loses nothing else. */
const KEPT_SECONDS = 60;
/** Below the 4 KB browsers keep per cookie, with room for its name and attributes. */
const MAX_ENCODED_CHARS = 3500;

export const newActionId = (): string => randomUUID().replace(/-/g, '').slice(0, 16);

const encodedLength = (value: string): number => encodeURIComponent(value).length;

/**
 * The cookie's text for an event: whole when it fits; a long cart's begin_checkout keeps its value
 * and as many items as fit (an event with fewer items beats none).
 */
function cookieText(event: DataLayerEvent): string | null {
  const id = newActionId();
  const ecommerce = event.ecommerce as { items?: unknown[] } | undefined;
  const items = Array.isArray(ecommerce?.items) ? ecommerce.items : [];
  for (let n = items.length; n >= 0; n--) {
    const fitted =
      n === items.length
        ? event
        : { ...event, ecommerce: { ...ecommerce, items: items.slice(0, n) } };
    const text = JSON.stringify({ id, event: fitted });
    if (encodedLength(text) <= MAX_ENCODED_CHARS) return text;
  }
  return null;
}

/** Sets the event for the page the form's 303 goes to. */
export function rememberActionEvent(
  reply: FastifyReply,
  req: FastifyRequest,
  storeSlug: string,
  event: DataLayerEvent,
): void {
  const text = cookieText(event);
  if (!text) return;
  void reply.setCookie(actionEventCookieName(storeSlug), text, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: req.protocol === 'https',
    maxAge: KEPT_SECONDS,
  });
}

/** The event the shopper's request carries (null when none, or it is not one). */
export function actionEventOf(req: FastifyRequest, storeSlug: string): ActionEvent | null {
  const raw = req.cookies[actionEventCookieName(storeSlug)];
  if (typeof raw !== 'string' || raw.length > MAX_ENCODED_CHARS) return null;
  try {
    const value = JSON.parse(raw) as Partial<ActionEvent> | null;
    const id = value?.id;
    const event = value?.event;
    if (typeof id !== 'string' || !/^[0-9a-f]{16}$/.test(id)) return null;
    if (!event || typeof event !== 'object' || typeof event.event !== 'string') return null;
    return { id, event };
  } catch {
    return null;
  }
}

/** The Set-Cookie header that takes it back: the page that carried it was its one use. */
export const clearActionEvent = (req: FastifyRequest, storeSlug: string): string =>
  `${actionEventCookieName(storeSlug)}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax${req.protocol === 'https' ? '; Secure' : ''}`;

/** The page with the event in its HTML: an inert element after its content, outside the app's root. */
export const withActionEvent = (html: string, { id, event }: ActionEvent): string =>
  html.replace(
    '</body>',
    () =>
      `<template ${ACTION_EVENT_ATTRIBUTE}="${escapeHtml(JSON.stringify(event))}" ${ACTION_ID_ATTRIBUTE}="${id}"></template></body>`,
  );
