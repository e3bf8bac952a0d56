import ExcelJS from 'exceljs';
import { csrfOf, startTestApp, type TestApp } from '../harness';
import { CLAIM, CODES, csvBase64, EXPORT, filledPool, IMPORT, POOLS, PREVIEW, voucherOrganizer, voucherVolunteer, xlsxBase64 } from './fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const codesOf = async (t: TestApp, poolId: string): Promise<string[]> =>
  (await t.db.database.dataSource.query('SELECT code FROM voucher_code WHERE pool_id = $1 ORDER BY id', [Number(poolId)])).map((row: { code: string }) => row.code);

describe('voucher import', () => {
  it('previews a CSV line by line: valid, duplicate in the file, already in the pool, invalid; nothing written', async () => {
    const o = await voucherOrganizer(t);
    const poolId = await filledPool(o, 'Repas', ['OLD-1']);
    const file = ['Code;Note', ' A-1 ;x', '', 'A-2;', 'A-1;again', 'OLD-1;', `${'X'.repeat(101)};`, 'bad\u0007code;', '   ;blank'].join('\r\n');
    const { previewVoucherImport: preview } = await o.ok(PREVIEW, { poolId, fileName: 'codes.csv', base64File: csvBase64(`\uFEFF${file}`) });
    expect(preview).toMatchObject({ nbValid: 2, nbDuplicates: 2, nbErrors: 2 });
    expect(preview.rows).toEqual([
      { line: 2, code: 'A-1', status: 'VALID', message: null },
      { line: 4, code: 'A-2', status: 'VALID', message: null },
      { line: 5, code: 'A-1', status: 'DUPLICATE_IN_FILE', message: 'Ce code figure déjà à la ligne 2 du fichier' },
      { line: 6, code: 'OLD-1', status: 'ALREADY_IN_POOL', message: 'Ce code est déjà dans ce lot' },
      { line: 7, code: 'X'.repeat(101), status: 'INVALID', message: 'Un code doit contenir de 1 à 100 caractères imprimables' },
      { line: 8, code: 'bad\u0007code', status: 'INVALID', message: 'Un code doit contenir de 1 à 100 caractères imprimables' },
    ]);
    expect(await codesOf(t, poolId)).toEqual(['OLD-1']);
  });

  it('refuses the whole file when one line is bad, and imports every line of a clean one', async () => {
    const o = await voucherOrganizer(t);
    const poolId = await filledPool(o, 'Repas', []);
    const refused = await o.call(IMPORT, { poolId, fileName: 'codes.csv', base64File: csvBase64('C1\nC2\nC1\nC3') });
    expect(refused.errors?.[0]).toMatchObject({
      extensions: { code: 'BAD_USER_INPUT', fieldErrors: { base64File: ["Import refusé : 1 ligne est en double ou invalide, aucun code n'a été ajouté"] } },
    });
    expect(await codesOf(t, poolId)).toEqual([]);
    const { importVoucherCodes } = await o.ok(IMPORT, { poolId, fileName: 'codes.csv', base64File: csvBase64('C1\n"C,2"\nC3\n') });
    expect(importVoucherCodes).toMatchObject({ id: poolId, nbCodes: 3, nbClaimed: 0, nbAvailable: 3 });
    expect(await codesOf(t, poolId)).toEqual(['C1', 'C,2', 'C3']);
    // A second import of a code already there refuses the file as a whole.
    const again = await o.call(IMPORT, { poolId, fileName: 'more.csv', base64File: csvBase64('C4\nC3') });
    expect(again.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(await codesOf(t, poolId)).toEqual(['C1', 'C,2', 'C3']);
  });

  it('reads an XLSX file: the column named "code" (numbers as typed), else the first column', async () => {
    const o = await voucherOrganizer(t);
    const poolId = await filledPool(o, 'Repas', []);
    const named = await xlsxBase64([['Nom', 'code'], ['Anne', ' XL-1 '], ['Marc', 12345], [null, null], ['Zoé', 'XL-3']]);
    const { previewVoucherImport } = await o.ok(PREVIEW, { poolId, fileName: 'codes.xlsx', base64File: named });
    expect(previewVoucherImport.rows).toEqual([
      { line: 2, code: 'XL-1', status: 'VALID', message: null },
      { line: 3, code: '12345', status: 'VALID', message: null },
      { line: 5, code: 'XL-3', status: 'VALID', message: null },
    ]);
    await o.ok(IMPORT, { poolId, fileName: 'codes.xlsx', base64File: named });
    const first = await xlsxBase64([['F-1', 'ignored'], ['F-2']]);
    await o.ok(IMPORT, { poolId, fileName: 'Codes.XLSX', base64File: first });
    expect(await codesOf(t, poolId)).toEqual(['XL-1', '12345', 'XL-3', 'F-1', 'F-2']);
  });

  it('refuses an unreadable or empty file and another organization’s pool', async () => {
    const o = await voucherOrganizer(t);
    const poolId = await filledPool(o, 'Repas', []);
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0xff, 0xfe, 0x00]).toString('base64');
    expect((await o.call(PREVIEW, { poolId, fileName: 'codes.png', base64File: png })).errors?.[0].extensions?.fieldErrors).toEqual({
      base64File: ['Fichier illisible ou format non pris en charge'],
    });
    expect((await o.call(PREVIEW, { poolId, fileName: 'codes.xlsx', base64File: csvBase64('A\nB') })).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect((await o.call(IMPORT, { poolId, fileName: 'codes.csv', base64File: csvBase64('\n  \n') })).errors?.[0].extensions?.fieldErrors).toEqual({
      base64File: ['Le fichier ne contient aucun code'],
    });
    const stranger = await voucherOrganizer(t);
    const answer = await stranger.call(IMPORT, { poolId, fileName: 'codes.csv', base64File: csvBase64('S1') });
    expect(answer.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect(await codesOf(t, poolId)).toEqual([]);
  });

  it('previews and imports through the facade (?dryRun=true)', async () => {
    const o = await voucherOrganizer(t);
    const poolId = await filledPool(o, 'Repas', []);
    await o.agent.get('/apis/organizer/v1/voucher-pools/');
    const csrf = csrfOf(o.agent, t.server.url);
    const body = { fileName: 'codes.csv', base64File: csvBase64('code\nR1\nR1\nR2') };
    const dry = await o.agent.post(`/apis/organizer/v1/voucher-pools/${poolId}/import/?dryRun=true`).set('X-CSRFToken', csrf).send(body);
    expect(dry.status).toBe(200);
    expect(dry.body).toMatchObject({ nbValid: 2, nbDuplicates: 1, nbErrors: 0 });
    const refused = await o.agent.post(`/apis/organizer/v1/voucher-pools/${poolId}/import/`).set('X-CSRFToken', csrf).send(body);
    expect(refused.status).toBe(400);
    expect(refused.body.base64File).toHaveLength(1);
    const done = await o.agent
      .post(`/apis/organizer/v1/voucher-pools/${poolId}/import/`)
      .set('X-CSRFToken', csrf)
      .send({ fileName: 'codes.csv', base64File: csvBase64('code\nR1\nR2') });
    expect(done.status).toBe(201);
    expect(done.body).toMatchObject({ nbCodes: 2, nbAvailable: 2 });
  });
});

describe('voucher codes list and export', () => {
  it('lists who claimed what and when, and exports XLSX and CSV that parse back (formulas neutralized)', async () => {
    const o = await voucherOrganizer(t);
    const poolId = await filledPool(o, 'Repas partenaire', ['R-1', '=HYPERLINK("x")', 'R-3']);
    const v = await voucherVolunteer(t, o, 1);
    const { claimVoucher } = await o.ok(CLAIM, { token: v.token, poolId });
    expect(claimVoucher.code).toBe('R-1');
    const { voucherCodes } = await o.ok(CODES, { poolId });
    expect(voucherCodes.map((c: any) => [c.code, c.volunteer?.id ?? null, Boolean(c.claimedAt), c.orderId])).toEqual([
      ['R-1', v.id, true, null],
      ['=HYPERLINK("x")', null, false, null],
      ['R-3', null, false, null],
    ]);

    const { exportVoucherCodes: xlsx } = await o.ok(EXPORT, { poolId, format: 'XLSX' });
    expect(xlsx.fileName).toBe('bons-repas-partenaire.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(xlsx.base64, 'base64') as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const rows: string[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((value) => String(value ?? ''))));
    expect(rows[0]).toEqual(['Code', 'Statut', 'Nom', 'Prénom', 'E-mail', "Date d'attribution", 'Commande']);
    expect(rows[1].slice(0, 5)).toEqual(['R-1', 'Attribué', v.lastName, v.firstName, v.email]);
    expect(rows[1][5]).toMatch(/^\d\d\.\d\d\.\d{4} \d\d:\d\d$/);
    expect(rows[2].slice(0, 2)).toEqual([`'=HYPERLINK("x")`, 'Disponible']);

    const { exportVoucherCodes: csv } = await o.ok(EXPORT, { poolId, format: 'CSV' });
    const text = Buffer.from(csv.base64, 'base64').toString('utf8');
    expect(text.startsWith('\uFEFFCode,Statut,')).toBe(true);
    expect(text.split('\r\n')[2]).toBe(`"'=HYPERLINK(""x"")",Disponible,,,,,`);

    const rest = await o.agent.get(`/apis/organizer/v1/voucher-pools/${poolId}/export/?format=csv`);
    expect(rest.status).toBe(200);
    expect(rest.headers['content-disposition']).toContain('bons-repas-partenaire.csv');
    const restCodes = await o.agent.get(`/apis/organizer/v1/voucher-pools/${poolId}/codes/`);
    expect(restCodes.body[0]).toMatchObject({ code: 'R-1', volunteer: { id: Number(v.id) }, orderId: null });
    expect((await o.agent.get(`/apis/organizer/v1/voucher-pools/${poolId}/export/?format=pdf`)).status).toBe(400);
    const stranger = await voucherOrganizer(t);
    expect((await stranger.call(EXPORT, { poolId, format: 'CSV' })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await o.ok(POOLS)).voucherPools[0]).toMatchObject({ nbCodes: 3, nbClaimed: 1 });
  });
});
