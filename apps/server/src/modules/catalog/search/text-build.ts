import type { Database } from '../../../db/connection.ts';
import { readCatalogVersion } from './repository.ts';
import type { SearchIndex } from './search-index.ts';
import type { TextIndex } from './text-index.ts';
import { TextIndexBuilder } from './text-index-builder.ts';
import { loadSearchVectors } from './text-repository.ts';

// Small pages: on PGlite every query holds the one connection, so searches slip in between pages.
const PAGE = 1000;

/** The in-memory text index of one search index, while it is built and once it is ready. */
export interface TextState {
  startedAt: number;
  /** Set once built; null while building, after a failure, or when the catalogue moved meanwhile. */
  index: TextIndex | null;
  ready: Promise<TextIndex | null>;
  buildMs: number | null;
  cancelled: boolean;
}

/**
 * Reads every item's search vector page by page and inverts them for `search` (its ordinals). Until
 * it is ready, searches match text in SQL; a build whose catalogue version changed underway is
 * dropped (the next version's index builds its own).
 */
export function startTextBuild(db: Database, search: SearchIndex, version: string): TextState {
  const state: TextState = {
    startedAt: Date.now(),
    index: null,
    ready: Promise.resolve(null),
    buildMs: null,
    cancelled: false,
  };
  state.ready = (async () => {
    const t0 = performance.now();
    const builder = new TextIndexBuilder(search.size);
    let after = '';
    for (;;) {
      if (state.cancelled) return null;
      const rows = await loadSearchVectors(db, after, PAGE);
      for (const r of rows) {
        const o = search.ordinalOf(r.id);
        if (o !== undefined && r.v) builder.addVector(o, r.v);
      }
      if (rows.length < PAGE) break;
      after = rows[rows.length - 1].id;
    }
    if (state.cancelled || (await readCatalogVersion(db)) !== version) return null;
    state.index = builder.build();
    state.buildMs = performance.now() - t0;
    return state.index;
  })().catch(() => null);
  return state;
}
