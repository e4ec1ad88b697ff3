// First: starts the page's data and route code (see early-start.ts) before the modules below run.
import './app/early-start-now.ts';
import '@mantine/core/styles.css';
import './app/app.css';
import { bootstrap } from './app/bootstrap.tsx';

void bootstrap(document.getElementById('root')!);
