import { organizationFixture } from '../../jest/fixtures';
import { isActive } from './MainMenu';
import { type MenuItem, menuFor, menuLinks } from './menu';

function paths(org = organizationFixture()): string[] {
  return menuLinks(menuFor(org)).map((item) => item.to ?? '');
}

function find(items: MenuItem[], key: string): MenuItem | undefined {
  return menuLinks(items).find((item) => item.key === key);
}

describe('menuFor', () => {
  it('always offers the base entries', () => {
    const all = paths();
    for (const path of [
      '/dashboard',
      '/events/list',
      '/events/new',
      '/events/archive',
      '/volunteer/list',
      '/volunteer/deletion-requests',
      '/participations/swaps',
      '/manager/list',
      '/action/print',
      '/action/print-ppb',
      '/action/print-bon',
      '/infos/support',
      '/infos/whatsnew',
      '/infos/contact',
    ]) {
      expect(all).toContain(path);
    }
  });

  it('hides every flagged entry when no flag is on', () => {
    const all = paths();
    expect(all).not.toContain('/events/calendar');
    expect(all).not.toContain('/campaigns/list');
    expect(all).not.toContain('/shop/config');
    expect(all).not.toContain('/scan/operators');
    expect(all).not.toContain('/scan/check-ins');
    expect(all).not.toContain('/badges');
    const items = menuFor(organizationFixture());
    expect(find(items, 'participationsToValidate')).toBeUndefined();
    expect(find(items, 'badges')).toBeUndefined();
    expect(find(items, 'ticketing')).toBeUndefined();
    // An empty section is left out rather than shown as a dead heading.
    expect(items.map((item) => item.key)).not.toContain('shop');
  });

  it('shows the calendar only with Pro or Corporate rights', () => {
    expect(paths(organizationFixture({ hasProRights: true }))).toContain('/events/calendar');
  });

  it.each([
    ['enableCampaigns', '/campaigns/list'],
    ['enableShop', '/shop/config'],
    ['enableOperators', '/scan/operators'],
    ['enableOperators', '/scan/config'],
    ['enableOperators', '/scan/check-ins'],
    ['enableBadges', '/badges'],
  ] as const)('%s shows %s', (flag, path) => {
    expect(paths(organizationFixture({ [flag]: true }))).toContain(path);
  });

  it('opens the shop screens with the shop flag and the voucher screens with the vouchers flag', () => {
    const shop = menuFor(organizationFixture({ enableShop: true }));
    expect(find(shop, 'shopConfig')?.to).toBe('/shop/config');
    expect(find(shop, 'shopProducts')?.to).toBe('/shop/products');
    expect(find(shop, 'shopOrders')?.to).toBe('/shop/orders');
    expect(find(shop, 'vouchers')).toBeUndefined();
    const vouchers = menuFor(organizationFixture({ enableVouchers: true }));
    expect(find(vouchers, 'vouchers')?.to).toBe('/shop/vouchers');
    expect(find(vouchers, 'vouchersImport')?.to).toBe('/shop/vouchers/import');
    expect(find(vouchers, 'shopOrders')).toBeUndefined();
    // None of them leads to "coming soon" any more.
    const section = menuFor(organizationFixture({ enableShop: true, enableVouchers: true })).find((item) => item.key === 'shop');
    expect(section?.children?.map((item) => item.to)).toEqual(['/shop/config', '/shop/products', '/shop/orders', '/shop/vouchers', '/shop/vouchers/import']);
  });

  it('shows participations to validate with the pending count for validation or Pro rights', () => {
    for (const flags of [{ enableParticipationsValidation: true }, { hasProRights: true }]) {
      const entry = find(menuFor(organizationFixture({ ...flags, nbPendingValidations: 4 })), 'participationsToValidate');
      expect(entry).toMatchObject({ to: '/participations/to-validate', badge: 4 });
    }
  });

  it('shows badge templates and ticketing only with their flags', () => {
    const items = menuFor(organizationFixture({ enableBadges: true, enableWeezevent: true }));
    expect(find(items, 'badges')?.to).toBe('/badges');
    expect(find(items, 'ticketing')).toBeDefined();
  });

  it('follows the rights the server decided, not the raw flags or the licence', () => {
    // An expired Pro licence: hasProRights stays, the server's rights take the calendar and validation away.
    const expired = organizationFixture({ hasProRights: true, rights: { ...organizationFixture().rights, calendar: false, validation: false } });
    expect(paths(expired)).not.toContain('/events/calendar');
    expect(find(menuFor(expired), 'participationsToValidate')).toBeUndefined();
    // A flag the rights do not confirm shows nothing; a right alone shows its entries.
    const shopFlagOnly = organizationFixture({ enableShop: true, rights: { ...organizationFixture().rights, shop: false } });
    expect(paths(shopFlagOnly)).not.toContain('/shop/config');
    const rights = { ...organizationFixture().rights, campaigns: true, operators: true, ticketing: true, calendar: true };
    const granted = menuFor(organizationFixture({ rights }));
    expect(menuLinks(granted).map((item) => item.to)).toEqual(expect.arrayContaining(['/events/calendar', '/campaigns/list', '/scan/operators']));
    expect(find(granted, 'ticketing')).toBeDefined();
  });

  it('gives every entry a unique key', () => {
    const everything = organizationFixture({
      hasProRights: true,
      enableCampaigns: true,
      enableShop: true,
      enableVouchers: true,
      enableOperators: true,
      enableBadges: true,
      enableWeezevent: true,
    });
    const keys = menuLinks(menuFor(everything)).map((item) => item.key);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('isActive', () => {
  const menu = menuFor(organizationFixture({ hasProRights: true, enableShop: true, enableBadges: true }));
  it('marks the current page and its section', () => {
    expect(menu.filter((item) => isActive(item, '/events/new')).map((item) => item.key)).toEqual(['events']);
  });
  it('leads nowhere to the coming-soon page: every entry has its screen', () => {
    expect(menuLinks(menu).map((item) => item.to)).not.toContain('/infos/soon');
    expect(menu.filter((item) => isActive(item, '/infos/soon'))).toEqual([]);
  });
});
