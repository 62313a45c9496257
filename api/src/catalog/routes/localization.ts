import type { FastifyInstance } from 'fastify';
import type { BuyerLocalization, LocalizationDetails } from '@store/shared/src/types';
import type { AppContext } from '../../lib/context';
import * as S from '../../lib/schemas';
import { buyerLocalizationFor, LOCALIZATION_DETAILS } from '../localization';
import { findStore, findStoreById, requireStore, storeNotFound } from '../stores';

export function localizationRoutes(app: FastifyInstance, { db }: AppContext): void {
  app.get<{ Querystring: { storeId: string } }>(
    '/v1/localization_details',
    {
      config: { store: ['query.storeId:slugOrId'], cache: 'reference' },
      schema: {
        querystring: { type: 'object', required: ['storeId'], properties: { storeId: S.slug } },
      },
    },
    async (req): Promise<LocalizationDetails> => {
      if (
        !(await findStore(db, req.query.storeId)) &&
        !(await findStoreById(db, req.query.storeId))
      )
        throw storeNotFound('storeId');
      return LOCALIZATION_DETAILS;
    },
  );

  app.get<{ Querystring: { storeSlug: string } }>(
    '/v1/buyer_localization',
    {
      config: { store: ['query.storeSlug'], cache: 'reference' },
      schema: {
        querystring: { type: 'object', required: ['storeSlug'], properties: { storeSlug: S.slug } },
      },
    },
    async (req, reply): Promise<BuyerLocalization> => {
      await requireStore(db, req.query.storeSlug, 'storeSlug');
      void reply.header('vary', 'Accept-Language');
      return buyerLocalizationFor(req.headers['accept-language']);
    },
  );
}
