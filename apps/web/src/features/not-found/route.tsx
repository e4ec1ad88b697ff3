import { NotFoundPage } from './not-found-page.tsx';

export const Component = NotFoundPage;
