import { DetailsPage } from './components/details-page.tsx';

export const Component = DetailsPage;
