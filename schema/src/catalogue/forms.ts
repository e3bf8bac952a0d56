/**
 * Messages of the forms domain, merged into the one catalogue (messages.ts). The French texts are the
 * spec's own where it gives them; de and en must hold the same keys (the type checks it).
 */
export const fr = {
} as const;

export const de: Record<keyof typeof fr, string> = {
};

export const en: Record<keyof typeof fr, string> = {
};
