import type { AccessTables } from './schema/access.ts';
import type { AgentTables } from './schema/agents.ts';
import type { CatalogTables } from './schema/catalog.ts';
import type { ConversationTables } from './schema/conversations.ts';
import type { DocsTables } from './schema/docs.ts';
import type { FoundationTables } from './schema/foundation.ts';
import type { NotifyTables } from './schema/notify.ts';
import type { PeopleTables } from './schema/people.ts';
import type { RuntimeTables } from './schema/runtime.ts';
import type { TicketTables } from './schema/tickets.ts';
import type { UsageTables } from './schema/usage.ts';
import type { VersionTables } from './schema/versions.ts';

/**
 * The whole database as Kysely sees it. Each domain declares its tables in schema/<domain>.ts and
 * adds them here, so domains do not edit each other's type files.
 */
export interface DB
  extends FoundationTables,
    CatalogTables,
    TicketTables,
    ConversationTables,
    RuntimeTables,
    DocsTables,
    AccessTables,
    NotifyTables,
    UsageTables,
    AgentTables,
    VersionTables,
    PeopleTables {}
