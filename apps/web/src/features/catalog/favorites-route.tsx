import { FavoritesPage } from './favorites/favorites-page.tsx';

export const Component = FavoritesPage;
