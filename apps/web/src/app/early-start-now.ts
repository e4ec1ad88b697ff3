import { startEarly } from './early-start.ts';

// Imported first by main.tsx, so it runs before the rest of the entry chunk evaluates (React,
// Mantine, the app): the page's data and route code start loading while the app starts up.
startEarly();
