import "server-only";

/**
 * An ILIKE pattern that finds `text` anywhere: LIKE treats % and _ as wildcards, so a visitor's
 * name or message containing them is searched literally.
 */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
