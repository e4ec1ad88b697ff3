import type { TextMatcher } from './text-index.ts';

/** The in-memory text index of one search index, while it is built and once it is ready. */
export interface TextState {
  startedAt: number;
  /** Set once built; null while building, after a failure, or when the build was dropped. */
  index: TextMatcher | null;
  ready: Promise<TextMatcher | null>;
  buildMs: number | null;
  cancelled: boolean;
}
