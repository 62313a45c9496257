import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../lib/context';
import { apiError, notFound } from '@store/shared/node/errors';
import { rateLimitConfig } from '../../ops/rateLimits';
import { CARD_MESSAGES, cardBrand, isExpired, luhnValid, outcomeFor } from '../cards';
import { randomId } from '../ids';

/** The sandbox's card form: a test card becomes a payment method whose number decides the outcome. */
export function sandboxCardRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  app.post<{
    Body: { number: string; expMonth: number; expYear: number; cvc: string; name: string };
  }>(
    '/v1/sandbox/payment_methods',
    {
      // Card testing: a bot trying numbers meets the payment limit.
      config: { store: [], rateLimit: rateLimitConfig(ctx.rateLimits, 'payment') },
      schema: {
        body: {
          type: 'object',
          required: ['number', 'expMonth', 'expYear', 'cvc', 'name'],
          properties: {
            number: { type: 'string', minLength: 1, maxLength: 30, pattern: '^[0-9 ]+$' },
            expMonth: { type: 'integer', minimum: 1, maximum: 12 },
            expYear: { type: 'integer', minimum: 0, maximum: 2200 },
            cvc: { type: 'string', pattern: '^[0-9]{3,4}$' },
            name: { type: 'string', minLength: 1, maxLength: 200 },
          },
        },
      },
    },
    async (req, reply) => {
      if (!ctx.payments.sandboxOpen) {
        throw notFound('sandbox_disabled', 'Card payments go through Stripe on this store.');
      }
      const b = req.body;
      const digits = b.number.replace(/\s+/g, '');
      if (!luhnValid(digits)) {
        throw apiError(
          402,
          'invalid_number',
          CARD_MESSAGES.invalid_number,
          { pointer: '/number' },
          'Card error',
        );
      }
      if (isExpired(b.expMonth, b.expYear, ctx.now())) {
        throw apiError(
          402,
          'expired_card',
          CARD_MESSAGES.expired_card,
          { pointer: '/expYear' },
          'Card error',
        );
      }
      const id = randomId('pm');
      const brand = cardBrand(digits);
      const last4 = digits.slice(-4);
      await db.run(
        `INSERT INTO payment_methods (id, brand, last4, exp_month, exp_year, holder_name, outcome, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
        [
          id,
          brand,
          last4,
          b.expMonth,
          b.expYear,
          b.name,
          outcomeFor(digits),
          ctx.now().toISOString(),
        ],
      );
      void reply.code(201);
      return { id, card: { brand, last4 } };
    },
  );
}
