import { type Static, Type } from '@sinclair/typebox';

/** The one error shape of every API error. */
export const ErrorBody = Type.Object({ code: Type.String(), detail: Type.String() }, { $id: 'ErrorBody' });
export type ErrorBody = Static<typeof ErrorBody>;

/** A 204 answer: declared so the reply is typed (send it with `.send(null)`); no body goes out. */
export const NoContent = Type.Null({ description: 'No Content' });
export type NoContent = Static<typeof NoContent>;

export const ItemId = Type.String({ pattern: '^[A-Za-z0-9][A-Za-z0-9._:-]{0,199}$', maxLength: 200 });

export const ItemIdParams = Type.Object({ id: ItemId });
export type ItemIdParams = Static<typeof ItemIdParams>;

export const State = Type.Object({ name: Type.String(), colour: Type.String() });
export type State = Static<typeof State>;

/** Catalogue item summary (spec section 3). */
export const ItemSummary = Type.Object({
  id: Type.String(),
  name: Type.String(),
  description: Type.String(),
  /**
   * The description as plain text (Markdown and HTML reduced to words, links to their text,
   * whitespace collapsed), cut on a word boundary to at most 300 characters ending in "…": what cards
   * and rows show. `description` keeps the provider's full Markdown for the About tab.
   */
  summary: Type.String({ maxLength: 300 }),
  version: Type.String(),
  state: Type.Union([State, Type.Null()]),
  division: Type.Union([Type.String(), Type.Null()]),
  owner: Type.Union([Type.String(), Type.Null()]),
  classifications: Type.Array(Type.Object({ id: Type.String(), label: Type.String() })),
  interfaceType: Type.Union([Type.Object({ name: Type.String() }), Type.Null()]),
  objectType: Type.Union([Type.Literal('SPECIFICATION'), Type.Literal('BUNDLE')]),
  storefront: Type.String(),
  pricingplans: Type.Array(Type.String()),
  userFavourite: Type.Boolean(),
  userWatched: Type.Boolean(),
  dateUpdated: Type.String({ format: 'date-time' }),
  /**
   * Issue 28: present when the version the item serves is deprecated, the date it will be retired
   * (RFC 8594 Sunset); cards show it.
   */
  sunsetAt: Type.Optional(Type.String({ format: 'date-time' })),
  operations: Type.Array(
    Type.Object({
      id: Type.String(),
      name: Type.String(),
      description: Type.String(),
      uri: Type.String(),
      operationBehaviour: Type.String(),
      dateUpdated: Type.String(),
    }),
  ),
});
export type ItemSummary = Static<typeof ItemSummary>;
