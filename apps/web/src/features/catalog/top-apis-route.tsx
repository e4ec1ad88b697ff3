import { TopApisPage } from './top-apis/top-apis-page.tsx';

export const Component = TopApisPage;
