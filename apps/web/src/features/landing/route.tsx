import { LandingPage } from './landing-page.tsx';

export const Component = LandingPage;
