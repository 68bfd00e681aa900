import { suggestPlaces } from '@seeker/agents';
import { errorBodySchema, placeSuggestionsQuerySchema, placeSuggestionsSchema } from '@seeker/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Places from the gazetteer as someone types one (the wizard's Locations): a city with its region and country as one. */
export const placeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/places',
    {
      onRequest: app.requireSignIn,
      schema: {
        tags: ['places'],
        summary: 'Places whose name starts with what was typed (cities, regions, countries, Remote), to pick one as a whole',
        querystring: placeSuggestionsQuerySchema,
        response: { 200: placeSuggestionsSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request, reply) => {
      // The same text gives the same places until the gazetteer changes with a release: a browser may keep them.
      void reply.header('cache-control', 'private, max-age=3600');
      return { places: suggestPlaces(request.query.q) };
    },
  );
};
