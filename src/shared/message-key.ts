/** Schemas carry i18n keys of the "messages" namespace as their messages ("validation.username"). */
export const isMessageKey = (message: string): boolean => /^(validation|code)\.[A-Za-z0-9_.]+$/.test(message);
