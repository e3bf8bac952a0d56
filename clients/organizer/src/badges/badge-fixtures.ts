/** Test data of the badge screens. */
export function badgeTemplate(id: string, name: string, size: 'CARD' | 'A6') {
  return {
    __typename: 'BadgeTemplate' as const,
    id,
    name,
    size,
    logo: null as string | null,
    primaryColor: '#1971c2',
    textColor: '#ffffff',
    showPhoto: true,
    showCategories: true,
    showPositions: false,
    attributeId: null as string | null,
    showQrCode: true,
    createdAt: '2030-06-01T10:00:00Z',
    modifiedAt: '2030-06-02T10:00:00Z',
  };
}
