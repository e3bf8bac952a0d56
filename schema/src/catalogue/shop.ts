import type { MessageText } from '../plural';

/** Messages of the shop module (issue 13), merged into the one catalogue (messages.ts); de and en hold the same keys. */
export const fr = {
  'shop.featureDisabled': "La boutique n'est pas activée pour cette organisation",
  'shop.productNotFound': "Ce produit n'existe pas",
  'shop.orderNotFound': "Cette commande n'existe pas",
  'shop.priceRequired': 'Indiquez un prix en points',
  'shop.pricePositive': 'Le prix doit être d’au moins 0,01 point',
  'shop.stockMin': 'Le stock ne peut pas être négatif',
  'shop.productOrdered': 'Ce produit a déjà été commandé : archivez-le au lieu de le supprimer',
  'shop.notOnSale': "Ce produit n'est pas en vente",
  'shop.stockInsufficient': {
    one: 'Stock insuffisant : il reste {count} article',
    other: 'Stock insuffisant : il reste {count} articles',
  },
  'shop.quantityMin': 'Commandez au moins un article',
  'shop.quantityMax': 'Au maximum {max} articles par commande',
  'shop.orderNotCancellable': 'Seule une commande en attente de livraison peut être annulée',
  'shop.closed': 'La boutique est fermée pour le moment',
};

export const de: Record<keyof typeof fr, MessageText> = {
  'shop.featureDisabled': 'Der Shop ist für diese Organisation nicht aktiviert',
  'shop.productNotFound': 'Dieses Produkt existiert nicht',
  'shop.orderNotFound': 'Diese Bestellung existiert nicht',
  'shop.priceRequired': 'Geben Sie einen Preis in Punkten an',
  'shop.pricePositive': 'Der Preis muss mindestens 0,01 Punkte betragen',
  'shop.stockMin': 'Der Bestand kann nicht negativ sein',
  'shop.productOrdered': 'Dieses Produkt wurde bereits bestellt: archivieren Sie es, statt es zu löschen',
  'shop.notOnSale': 'Dieses Produkt ist nicht im Verkauf',
  'shop.stockInsufficient': {
    one: 'Nicht genug an Lager: noch {count} Artikel verfügbar',
    other: 'Nicht genug an Lager: noch {count} Artikel verfügbar',
  },
  'shop.quantityMin': 'Bestellen Sie mindestens einen Artikel',
  'shop.quantityMax': 'Höchstens {max} Artikel pro Bestellung',
  'shop.orderNotCancellable': 'Nur eine Bestellung, die auf Lieferung wartet, kann storniert werden',
  'shop.closed': 'Der Shop ist im Moment geschlossen',
};

export const en: Record<keyof typeof fr, MessageText> = {
  'shop.featureDisabled': 'The shop is not enabled for this organization',
  'shop.productNotFound': 'This product does not exist',
  'shop.orderNotFound': 'This order does not exist',
  'shop.priceRequired': 'Enter a price in points',
  'shop.pricePositive': 'The price must be at least 0.01 points',
  'shop.stockMin': 'The stock cannot be negative',
  'shop.productOrdered': 'This product has already been ordered: archive it instead of deleting it',
  'shop.notOnSale': 'This product is not on sale',
  'shop.stockInsufficient': {
    one: 'Not enough stock: {count} item left',
    other: 'Not enough stock: {count} items left',
  },
  'shop.quantityMin': 'Order at least one item',
  'shop.quantityMax': 'At most {max} items per order',
  'shop.orderNotCancellable': 'Only an order awaiting delivery can be cancelled',
  'shop.closed': 'The shop is closed for now',
};
