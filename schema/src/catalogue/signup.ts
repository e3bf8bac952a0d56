/**
 * Messages of public sign-up and capacity, merged into the one catalogue (messages.ts). The French
 * texts are the spec's own where it gives them; de and en must hold the same keys (the type checks it).
 */
export const fr = {
  'signup.slotFull': 'Cette tranche horaire est complète',
  'signup.groupTooBig': 'Inscription en groupe impossible car il ne reste pas assez de place',
  'signup.positionFull': 'Ce poste a déjà le maximum de bénévoles en même temps',
} as const;

export const de: Record<keyof typeof fr, string> = {
  'signup.slotFull': 'Diese Schicht ist voll',
  'signup.groupTooBig': 'Gruppenanmeldung nicht möglich, da nicht mehr genug Plätze frei sind',
  'signup.positionFull': 'Dieser Posten hat bereits die Höchstzahl gleichzeitiger Helfer',
};

export const en: Record<keyof typeof fr, string> = {
  'signup.slotFull': 'This time slot is full',
  'signup.groupTooBig': 'Group registration impossible: not enough places left',
  'signup.positionFull': 'This position already has the maximum number of volunteers at the same time',
};
