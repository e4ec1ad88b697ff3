/**
 * Error details that several domains send word for word (the spec's texts): one definition, so a
 * 404 for a missing item reads the same from every route.
 */
export const ITEM_NOT_FOUND = 'The catalogue item does not exist.';
