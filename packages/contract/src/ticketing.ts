import { type Static, Type } from '@sinclair/typebox';
import { ItemId } from './common.ts';

/** ServiceNow's sysparm_display_value=all shape: the stored value and its display text. */
export const TicketField = Type.Object({ value: Type.String(), display_value: Type.String() });
export type TicketField = Static<typeof TicketField>;

export const TICKET_FIELDS = [
  'number',
  'short_description',
  'description',
  'priority',
  'type',
  'state',
  'risk',
  'urgency',
  'impact',
  'opened_at',
  'closed_at',
] as const;
export type TicketFieldName = (typeof TICKET_FIELDS)[number];

export const Ticket = Type.Object({
  sys_id: TicketField,
  number: TicketField,
  short_description: TicketField,
  description: TicketField,
  priority: TicketField,
  type: TicketField,
  state: TicketField,
  risk: TicketField,
  urgency: TicketField,
  impact: TicketField,
  opened_at: TicketField,
  closed_at: TicketField,
});
export type Ticket = Static<typeof Ticket>;

/** GET /api/web/svcmgmts/changerequests/{id}: empty when the ticketing system cannot be reached. */
export const TicketList = Type.Object({ result: Type.Array(Ticket) });
export type TicketList = Static<typeof TicketList>;

const Text = (max: number) => Type.String({ maxLength: max });
const When = Type.Union([Type.String({ format: 'date-time' }), Type.Null()]);

/** Provider API body for native tickets (POST creates, PUT replaces the given fields). */
export const NativeTicketBody = Type.Object(
  {
    number: Type.Optional(Type.String({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9._-]+$' })),
    short_description: Type.String({ minLength: 1, maxLength: 160 }),
    description: Type.Optional(Text(4000)),
    priority: Type.Optional(Text(40)),
    type: Type.Optional(Text(40)),
    state: Type.Optional(Text(40)),
    risk: Type.Optional(Text(40)),
    urgency: Type.Optional(Text(40)),
    impact: Type.Optional(Text(40)),
    opened_at: Type.Optional(When),
    closed_at: Type.Optional(When),
  },
  { additionalProperties: false },
);
export type NativeTicketBody = Static<typeof NativeTicketBody>;

export const NativeTicketPatch = Type.Partial(NativeTicketBody, { additionalProperties: false });
export type NativeTicketPatch = Static<typeof NativeTicketPatch>;

export const TicketParams = Type.Object({ id: ItemId, ticketId: Type.String({ pattern: '^[0-9]{1,15}$' }) });
export type TicketParams = Static<typeof TicketParams>;
