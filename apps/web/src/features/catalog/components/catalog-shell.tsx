import type { ReactNode } from 'react';
import { useCustomerConfig } from '../../../lib/startup.ts';
import './catalog.css';
import { CatalogNav } from './catalog-nav.tsx';

/** Left navigation beside the page content; stacked on narrow screens. */
export function CatalogShell({ children }: { children: ReactNode }) {
  const config = useCustomerConfig();
  return (
    <div className="catalog-shell">
      <CatalogNav config={config} />
      <div className="catalog-content">{children}</div>
    </div>
  );
}
