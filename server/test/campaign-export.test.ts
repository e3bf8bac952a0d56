import ExcelJS from 'exceljs';
import { neutralizeFormula } from '../src/modules/campaigns/campaigns.export';
import { CREATE_CAMPAIGN, CAMPAIGN_INPUT, REGISTER, campaignOrganizer, registrant, status, type CampaignOrganizer } from './campaigns/fixtures';
import { startTestApp, type TestApp } from './harness';
import { rows, visitor } from './signup/fixtures';

const EXPORT = `query($id: ID!, $format: ExportFormat!) { exportCampaignRegistrations(id: $id, format: $format) { fileName mimeType base64 } }`;
const PER_DAY = `query($id: ID!) { campaign(id: $id) { id registrationsPerDay { date count } } }`;
const PUBLIC_PER_DAY = `query($token: String!) { publicCampaign(token: $token) { id registrationsPerDay { date count } } }`;
const CREATE_CATEGORY = `mutation($input: VolunteerCategoryInput!) { createVolunteerCategory(input: $input) { id name } }`;
const UPDATE_VOLUNTEER = `mutation($id: ID!, $input: VolunteerInput!) { updateVolunteer(id: $id, input: $input) { id } }`;

const FRENCH_HEADER = ['Nom', 'Prénom', 'E-mail', 'Téléphone', 'Adresse', 'NPA', 'Localité', 'Pays', 'Langue', 'Catégories', "Date d'inscription"];
const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** A published campaign with two registrations: Anna (full profile, two categories) and a formula-like name. */
async function campaignWithRegistrations(o: CampaignOrganizer, name = 'Bénévoles 2031') {
  const campaign = await o.publishedCampaign({ name });
  const anna = registrant(campaign.token, { firstName: 'Anna', lastName: 'Keller', phoneNumber: '+41 79 123 45 67', language: 'de' });
  const evil = registrant(campaign.token, { firstName: 'Eve', lastName: 'Martin' });
  await visitor(t).ok(REGISTER, { input: anna });
  await visitor(t).ok(REGISTER, { input: evil });
  const [annaRow] = await rows(t, `SELECT id FROM volunteer WHERE email = $1`, [anna.email]);
  const [evilRow] = await rows(t, `SELECT id FROM volunteer WHERE email = $1`, [evil.email]);
  const kitchen = (await o.ok(CREATE_CATEGORY, { input: { name: 'Cuisine' } })).createVolunteerCategory.id;
  const bar = (await o.ok(CREATE_CATEGORY, { input: { name: 'Bar' } })).createVolunteerCategory.id;
  await o.ok(UPDATE_VOLUNTEER, {
    id: String(annaRow.id),
    input: { address: 'Rue du Lac 1, Entrée B', postcode: '1950', town: 'Sion', country: 'Suisse', categoryIds: [kitchen, bar] },
  });
  // A value a spreadsheet would run as a formula (stored as typed by the volunteer).
  await rows(t, `UPDATE volunteer SET town = $1 WHERE id = $2`, ['=HYPERLINK("http://evil.example","Cliquez")', evilRow.id]);
  // Fixed registration times: 30.03.2031 22:30 UTC is 31.03.2031 00:30 in Zurich (summer time).
  await rows(t, `UPDATE campaign_registration SET created_at = $1 WHERE volunteer_id = $2`, ['2031-03-30T22:30:00Z', annaRow.id]);
  await rows(t, `UPDATE campaign_registration SET created_at = $1 WHERE volunteer_id = $2`, ['2031-04-02T08:05:00Z', evilRow.id]);
  return { campaign, anna, evil };
}

/** The cells of a parsed XLSX as text. */
async function xlsxRows(content: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(content as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const result: string[][] = [];
  sheet.eachRow((row) => {
    const cells: string[] = [];
    for (let i = 1; i <= FRENCH_HEADER.length; i += 1) {
      const value = row.getCell(i).value;
      cells.push(value === null || value === undefined ? '' : String(value));
    }
    result.push(cells);
  });
  return result;
}

/** RFC 4180 parsing (quoted fields, doubled quotes, CRLF lines). */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      record.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i += 1;
    } else field += c;
  }
  if (field !== '' || record.length > 0) records.push([...record, field]);
  return records;
}

describe('campaign registrations export', () => {
  it('builds an XLSX workbook with the French headers, every value and the registration time in the campaign time zone', async () => {
    const o = await campaignOrganizer(t);
    const { campaign, anna, evil } = await campaignWithRegistrations(o);
    const { exportCampaignRegistrations: file } = await o.ok(EXPORT, { id: campaign.id, format: 'XLSX' });
    expect(file.fileName).toBe('inscriptions-benevoles-2031.xlsx');
    expect(file.mimeType).toBe(XLSX_MIME);
    const sheet = await xlsxRows(Buffer.from(file.base64, 'base64'));
    expect(sheet).toEqual([
      FRENCH_HEADER,
      ['Keller', 'Anna', anna.email, '+41 79 123 45 67', 'Rue du Lac 1, Entrée B', '1950', 'Sion', 'Suisse', 'allemand', 'Bar, Cuisine', '31.03.2031 00:30'],
      ['Martin', 'Eve', evil.email, '', '', '', `'=HYPERLINK("http://evil.example","Cliquez")`, '', 'français', '', '02.04.2031 10:05'],
    ]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(file.base64, 'base64') as unknown as ArrayBuffer);
    expect(workbook.worksheets[0].name).toBe('Inscriptions');
    // Text cells only: the neutralized value is no formula.
    expect(typeof workbook.worksheets[0].getRow(3).getCell(7).value).toBe('string');
  });

  it('builds a UTF-8 CSV with a BOM, RFC 4180 quoting and the formula neutralized, at both doors', async () => {
    const o = await campaignOrganizer(t);
    const { campaign, anna } = await campaignWithRegistrations(o);
    const { exportCampaignRegistrations: file } = await o.ok(EXPORT, { id: campaign.id, format: 'CSV' });
    expect(file.fileName).toBe('inscriptions-benevoles-2031.csv');
    expect(file.mimeType).toBe('text/csv; charset=utf-8');
    const content = Buffer.from(file.base64, 'base64');
    expect([...content.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = content.toString('utf8').slice(1);
    expect(text).toContain('"Rue du Lac 1, Entrée B"');
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""Cliquez"")"`);
    const records = parseCsv(text);
    expect(records[0]).toEqual(FRENCH_HEADER);
    expect(records[1]).toEqual(['Keller', 'Anna', anna.email, '+41 79 123 45 67', 'Rue du Lac 1, Entrée B', '1950', 'Sion', 'Suisse', 'allemand', 'Bar, Cuisine', '31.03.2031 00:30']);
    expect(records[2][6]).toBe(`'=HYPERLINK("http://evil.example","Cliquez")`);
    expect(records).toHaveLength(3);

    // The facade's door answers the same file as a download.
    const rest = await o.get(`/campaigns/${campaign.id}/registrations/export/?format=csv`).buffer(true).parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
    expect(rest.status).toBe(200);
    expect(rest.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(rest.headers['content-disposition']).toBe(
      `attachment; filename="inscriptions-benevoles-2031.csv"; filename*=UTF-8''inscriptions-benevoles-2031.csv`,
    );
    expect(parseCsv((rest.body as Buffer).toString('utf8').slice(1))).toEqual(records);
  });

  it('answers an XLSX download at the facade, headers in the organization language', async () => {
    const o = await campaignOrganizer(t, { defaultLanguage: 'en' });
    const { campaign } = await campaignWithRegistrations(o, 'Helpers');
    const res = await o.get(`/campaigns/${campaign.id}/registrations/export/?format=xlsx`).buffer(true).parse((response, done) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => done(null, Buffer.concat(chunks)));
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX_MIME);
    expect(res.headers['content-disposition']).toContain('filename="registrations-helpers.xlsx"');
    const sheet = await xlsxRows(res.body as Buffer);
    expect(sheet[0]).toEqual(['Last name', 'First name', 'E-mail', 'Phone', 'Address', 'Postcode', 'Town', 'Country', 'Language', 'Categories', 'Registered at']);
    expect(sheet[1][8]).toBe('German');
  });

  it('refuses an unknown format with a localized message', async () => {
    const o = await campaignOrganizer(t);
    const campaign = await o.campaign();
    const french = await o.get(`/campaigns/${campaign.id}/registrations/export/?format=pdf`);
    expect(french.status).toBe(400);
    expect(french.body).toEqual({ format: ["Format d'export inconnu : xlsx ou csv"] });
    const missing = await o.get(`/campaigns/${campaign.id}/registrations/export/`);
    expect(missing.body).toEqual({ format: ["Format d'export inconnu : xlsx ou csv"] });
    const english = await o.get(`/campaigns/${campaign.id}/registrations/export/?format=pdf`).set('Accept-Language', 'en');
    expect(english.body).toEqual({ format: ['Unknown export format: xlsx or csv'] });
    const graphql = await o.call(EXPORT, { id: campaign.id, format: 'PDF' });
    expect(graphql.errors?.[0].message).toMatch(/ExportFormat/);
  });

  it("answers NOT_FOUND for another organization's campaign at both doors, and needs a login", async () => {
    const owner = await campaignOrganizer(t);
    const { campaign } = await campaignWithRegistrations(owner);
    const other = await campaignOrganizer(t);
    const graphql = await other.call(EXPORT, { id: campaign.id, format: 'XLSX' });
    expect(graphql.errors?.[0]).toMatchObject({ message: "Cette campagne n'existe pas", extensions: { code: 'NOT_FOUND' } });
    expect(graphql.data).toBeNull();
    const rest = await other.get(`/campaigns/${campaign.id}/registrations/export/?format=csv`);
    expect(rest.status).toBe(404);
    expect(rest.body).toEqual({ detail: "Cette campagne n'existe pas" });
    const anonymous = await t.agent().get(`/apis/organizer/v1/campaigns/${campaign.id}/registrations/export/?format=csv`);
    expect(anonymous.status).toBe(401);
  });

  it('is refused when campaigns are switched off for the organization', async () => {
    const o = await campaignOrganizer(t);
    const campaign = await o.campaign();
    await rows(t, `UPDATE organization SET enable_campaigns = false WHERE id = $1`, [o.organization.id]);
    const rest = await o.get(`/campaigns/${campaign.id}/registrations/export/?format=csv`);
    expect(rest.status).toBe(403);
    const graphql = await o.call(EXPORT, { id: campaign.id, format: 'CSV' });
    expect(graphql.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('exports a header row only when nobody registered', async () => {
    const o = await campaignOrganizer(t);
    const campaign = await o.campaign();
    const { exportCampaignRegistrations: file } = await o.ok(EXPORT, { id: campaign.id, format: 'CSV' });
    expect(parseCsv(Buffer.from(file.base64, 'base64').toString('utf8').slice(1))).toEqual([FRENCH_HEADER]);
  });
});

describe('formula neutralization', () => {
  it('quotes what a spreadsheet would run and keeps numbers and text as they are', () => {
    expect(neutralizeFormula('=1+2')).toBe("'=1+2");
    expect(neutralizeFormula('+SUM(A1:A2)')).toBe("'+SUM(A1:A2)");
    expect(neutralizeFormula('-2+cmd|"/c calc"!A0')).toBe(`'-2+cmd|"/c calc"!A0`);
    expect(neutralizeFormula('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(neutralizeFormula('\t=1')).toBe("'\t=1");
    expect(neutralizeFormula('+41 79 123 45 67')).toBe('+41 79 123 45 67');
    expect(neutralizeFormula('Anna = Ben')).toBe('Anna = Ben');
    expect(neutralizeFormula('')).toBe('');
  });
});

describe('registrationsPerDay', () => {
  it("counts registrations per day of the campaign's time zone, oldest first", async () => {
    const o = await campaignOrganizer(t);
    const campaign = await o.publishedCampaign();
    const people = [registrant(campaign.token), registrant(campaign.token), registrant(campaign.token), registrant(campaign.token)];
    for (const person of people) await visitor(t).ok(REGISTER, { input: person });
    const times = ['2031-03-30T21:59:00Z', '2031-03-30T22:30:00Z', '2031-03-31T10:00:00Z', '2031-04-03T06:00:00Z'];
    for (const [i, person] of people.entries()) {
      await rows(t, `UPDATE campaign_registration SET created_at = $1 WHERE volunteer_id = (SELECT id FROM volunteer WHERE email = $2)`, [times[i], person.email]);
    }
    const { campaign: found } = await o.ok(PER_DAY, { id: campaign.id });
    // 21:59 UTC is 23:59 on the 30th in Zurich; 22:30 UTC already the 31st.
    expect(found.registrationsPerDay).toEqual([
      { date: '2031-03-30', count: 1 },
      { date: '2031-03-31', count: 2 },
      { date: '2031-04-03', count: 1 },
    ]);
    // In UTC, the days fall differently: the campaign's time zone decides.
    await o.ok(`mutation($id: ID!, $input: CampaignInput!) { updateCampaign(id: $id, input: $input) { id } }`, { id: campaign.id, input: { timeZone: 'UTC' } });
    expect((await o.ok(PER_DAY, { id: campaign.id })).campaign.registrationsPerDay).toEqual([
      { date: '2031-03-30', count: 2 },
      { date: '2031-03-31', count: 1 },
      { date: '2031-04-03', count: 1 },
    ]);
  });

  it('is empty without registrations and hidden from the public and other organizations', async () => {
    const o = await campaignOrganizer(t);
    const { createCampaign } = await o.ok(CREATE_CAMPAIGN, { input: CAMPAIGN_INPUT });
    expect((await o.ok(PER_DAY, { id: createCampaign.id })).campaign.registrationsPerDay).toEqual([]);
    await o.ok(status('publishCampaign'), { id: createCampaign.id });
    await visitor(t).ok(REGISTER, { input: registrant(createCampaign.token) });
    const anonymous = await visitor(t).call(PUBLIC_PER_DAY, { token: createCampaign.token });
    expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const other = await campaignOrganizer(t);
    const foreign = await other.call(PUBLIC_PER_DAY, { token: createCampaign.token });
    expect(foreign.errors?.[0]).toMatchObject({ message: "Cette campagne n'existe pas", extensions: { code: 'NOT_FOUND' } });
    expect((await o.ok(PUBLIC_PER_DAY, { token: createCampaign.token })).publicCampaign.registrationsPerDay).toEqual([
      { date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), count: 1 },
    ]);
  });
});
