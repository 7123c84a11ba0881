import { WEB_TYPE_OF } from '../../../engine/connectors/venue-definition.ts';
import { getWebList, type WebListEntry } from '../../../shared/contracts/markets/get-web-list.ts';
import { webIdOf } from '../../../shared/contracts/markets/pair.ts';
import { answer } from '../../http/call-registry.ts';
import type { MarketDeps } from './market-deps.ts';

/** The exchange list, built from the venue registry: one entry per venue and market kind. */
export const getWebListCall = (deps: MarketDeps) =>
  answer(getWebList, async () => {
    const list: WebListEntry[] = [];
    for (const venue of await deps.venues.registry.list()) {
      const fields = [...new Set(venue.credentials.map((mapping) => mapping.field))];
      const optional = [...new Set((venue.optionalCredentials ?? []).map((mapping) => mapping.field))].filter(
        (field) => !fields.includes(field),
      );
      for (const kind of venue.marketKinds) {
        const webType = WEB_TYPE_OF[kind];
        list.push({
          exchange: venue.name,
          web: venue.id,
          yenUnit1: venue.defaultPair.base,
          yenUnit2: venue.defaultPair.quote,
          web_id: webIdOf(venue.id, webType),
          web_type: webType,
          fields,
          optional_fields: optional,
          simulated: venue.simulated === true,
        });
      }
    }
    return { list };
  });
