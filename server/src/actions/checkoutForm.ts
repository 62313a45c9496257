import type { FastifyInstance } from 'fastify';
import { CHECKOUT_ID } from '../render/checkoutFingerprint';
import { formPage } from './formReplies';

/**
 * POST /checkout/:id (in a plugin that accepts form posts): the server-rendered checkout's forms
 * (the delivery details, kit forms posting to their own page) sent without script. Saving the
 * details, choosing a delivery option and paying happen in the page (mf-checkout, the payment
 * providers' widgets), so nothing is saved here: the shopper gets an honest page saying so, with
 * their way back to their checkout, never a 404 or a false "saved". With script, an early press
 * of the form's button is kept until the page is live and played then (host/afterPaint.ts), so
 * this only ever answers a page without script. Nothing is read or written: no rate limit, as
 * for a page.
 */
export function checkoutFormRoutes(app: FastifyInstance): void {
  app.post<{ Params: { id: string } }>('/checkout/:id', async (req, reply) => {
    // Anything but a checkout id goes back to the cart.
    const back = CHECKOUT_ID.test(req.params.id)
      ? { href: `/checkout/${req.params.id}`, text: 'Back to checkout' }
      : { href: '/cart', text: 'Back to cart' };
    return formPage(reply, 422, {
      title: 'Checkout needs JavaScript',
      detail:
        'Nothing was saved: your details, your delivery choice and your payment are handled in the page itself. Turn JavaScript on, then go back to your checkout. Your cart is kept.',
      link: back,
    });
  });
}
