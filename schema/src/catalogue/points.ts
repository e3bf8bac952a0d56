/**
 * Messages of the points ledger (issue 13), merged into the one catalogue (messages.ts). The trigger
 * labels are the shop's history labels of spec 4, in the volunteer's language.
 */
export const fr = {
  'points.cancelSpent': "Vous avez déjà dépensé les points de cette tranche horaire : contactez l'organisation pour l'annuler",
  'points.trigger.participation_accepted': 'Inscription acceptée',
  'points.trigger.participation_cancelled': 'Inscription annulée',
  'points.trigger.participation_changed': 'Inscription modifiée',
  'points.trigger.time_slot_changed': 'Tranche horaire modifiée',
  'points.trigger.hourly_rate_changed': 'Taux horaire modifié',
  'points.trigger.product_purchased': 'Achat',
  'points.trigger.manual_adjustment': 'Ajustement manuel',
  'points.trigger.order_cancelled': 'Commande annulée',
  'points.insufficient': "Solde de points insuffisant : {balance} points disponibles",
  'points.reasonRequired': 'Indiquez la raison de cet ajustement',
  'points.adjustmentZero': "L'ajustement ne peut pas être nul",
  'points.volunteerNotFound': "Ce bénévole n'existe pas",
};

export const de: Record<keyof typeof fr, string> = {
  'points.cancelSpent': "Sie haben die Punkte dieser Schicht bereits ausgegeben: Wenden Sie sich für die Stornierung an die Organisation",
  'points.trigger.participation_accepted': 'Anmeldung angenommen',
  'points.trigger.participation_cancelled': 'Anmeldung storniert',
  'points.trigger.participation_changed': 'Anmeldung geändert',
  'points.trigger.time_slot_changed': 'Schicht geändert',
  'points.trigger.hourly_rate_changed': 'Stundensatz geändert',
  'points.trigger.product_purchased': 'Kauf',
  'points.trigger.manual_adjustment': 'Manuelle Anpassung',
  'points.trigger.order_cancelled': 'Bestellung storniert',
  'points.insufficient': 'Nicht genug Punkte: {balance} Punkte verfügbar',
  'points.reasonRequired': 'Geben Sie den Grund dieser Anpassung an',
  'points.adjustmentZero': 'Die Anpassung darf nicht null sein',
  'points.volunteerNotFound': 'Dieser Helfer existiert nicht',
};

export const en: Record<keyof typeof fr, string> = {
  'points.cancelSpent': "You have already spent the points of this slot: contact the organization to cancel it",
  'points.trigger.participation_accepted': 'Registration accepted',
  'points.trigger.participation_cancelled': 'Registration cancelled',
  'points.trigger.participation_changed': 'Registration changed',
  'points.trigger.time_slot_changed': 'Slot changed',
  'points.trigger.hourly_rate_changed': 'Hourly rate changed',
  'points.trigger.product_purchased': 'Purchase',
  'points.trigger.manual_adjustment': 'Manual adjustment',
  'points.trigger.order_cancelled': 'Order cancelled',
  'points.insufficient': 'Not enough points: {balance} points available',
  'points.reasonRequired': 'Give the reason for this adjustment',
  'points.adjustmentZero': 'The adjustment cannot be zero',
  'points.volunteerNotFound': 'This volunteer does not exist',
};
