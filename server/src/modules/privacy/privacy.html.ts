import { escapeHtml, translate, type MessageKey } from '@benevo/schema';
import type { DataExport } from './privacy.read-model';

/**
 * The readable, printable form of a volunteer's data export (issue 17): one self-contained HTML page,
 * no script, no external resource. Every value comes from the database and is escaped.
 */
export function renderExportHtml(data: DataExport, language: string): string {
  const t = (key: MessageKey, params?: Record<string, string | number>) => escapeHtml(translate(language, key, params));
  const locale = language === 'fr-ch' ? 'fr-CH' : language;
  const when = (value: Date | string | null | undefined, timeZone = 'Europe/Zurich') => {
    if (!value) return '';
    const date = value instanceof Date ? value : new Date(value);
    if (Number.isNaN(date.getTime())) return escapeHtml(String(value));
    return escapeHtml(date.toLocaleString(locale, { timeZone, dateStyle: 'medium', timeStyle: 'short' }));
  };
  const cell = (value: unknown) => `<td>${escapeHtml(value === null || value === undefined ? '' : String(value))}</td>`;
  const raw = (html: string) => `<td>${html}</td>`;
  const table = (title: MessageKey, headers: MessageKey[], rows: string[][]) =>
    `<section><h2>${t(title)}</h2>${
      rows.length === 0
        ? `<p class="none">${t('privacy.export.none')}</p>`
        : `<div class="scroll"><table><thead><tr>${headers.map((header) => `<th scope="col">${t(header)}</th>`).join('')}</tr></thead><tbody>${rows
            .map((row) => `<tr>${row.join('')}</tr>`)
            .join('')}</tbody></table></div>`
    }</section>`;
  const profile = data.profile;
  const profileRows: Array<[MessageKey, string | null]> = [
    ['privacy.field.firstName', profile.firstName],
    ['privacy.field.lastName', profile.lastName],
    ['privacy.field.email', profile.email],
    ['privacy.field.phoneNumber', profile.phoneNumber],
    ['privacy.field.address', profile.address],
    ['privacy.field.postcode', profile.postcode],
    ['privacy.field.town', profile.town],
    ['privacy.field.country', profile.country],
    ['privacy.field.bornDate', profile.bornDate],
    ['privacy.field.language', profile.language],
  ];
  const status = (value: number) => translate(language, `exports.status.${value}` as MessageKey);
  const title = t('privacy.export.title', { organizationName: data.organization.name });
  return `<!doctype html>
<html lang="${escapeHtml(locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<title>${title}</title>
<style>
body { font-family: system-ui, sans-serif; margin: 1.5rem; color: #111; line-height: 1.4; }
h1 { font-size: 1.5rem; } h2 { font-size: 1.15rem; margin-top: 1.75rem; border-bottom: 1px solid #ccc; }
table { border-collapse: collapse; width: 100%; font-size: 0.9rem; }
th, td { border: 1px solid #ccc; padding: 0.3rem 0.5rem; text-align: left; vertical-align: top; white-space: pre-wrap; overflow-wrap: anywhere; }
.scroll { overflow-x: auto; }
th { background: #f3f3f3; } dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.2rem 1rem; }
dt { font-weight: 600; } dd { margin: 0; overflow-wrap: anywhere; } .none { color: #555; }
@media print { body { margin: 0; } section { break-inside: avoid-page; } }
</style>
</head>
<body>
<h1>${title}</h1>
<p>${t('privacy.export.generatedAt', { date: when(data.generatedAt) })}</p>
<section><h2>${t('privacy.export.profile')}</h2><dl>${profileRows
    .map(([label, value]) => `<dt>${t(label)}</dt><dd>${escapeHtml(value ?? '')}</dd>`)
    .join('')}</dl></section>
${table(
  'privacy.export.answers',
  ['privacy.column.question', 'privacy.column.answer'],
  data.answers.map((answer) => [cell(answer.question), cell(answer.answer)]),
)}
${table(
  'privacy.export.participations',
  ['privacy.column.event', 'privacy.column.position', 'privacy.column.start', 'privacy.column.end', 'privacy.column.status'],
  data.participations.map((p) => [
    cell(p.eventName),
    cell(p.positionName),
    raw(when(p.startTime, p.eventTimeZone)),
    raw(when(p.endTime, p.eventTimeZone)),
    cell(status(p.validationStatus)),
  ]),
)}
${table(
  'privacy.export.waitingLists',
  ['privacy.column.event', 'privacy.column.position', 'privacy.column.start', 'privacy.column.status'],
  data.waitingList.map((w) => [cell(w.eventName), cell(w.positionName), raw(when(w.startTime)), cell(w.status)]),
)}
${table(
  'privacy.export.campaigns',
  ['privacy.column.campaign', 'privacy.column.date'],
  data.campaignRegistrations.map((r) => [cell(r.campaignName), raw(when(r.createdAt))]),
)}
${table(
  'preferences.export.title',
  ['preferences.column.for', 'preferences.availabilityLabel', 'preferences.preferredPositionsLabel'],
  (data.preferences ?? []).map((p) => [cell(p.eventName ?? p.campaignName), cell(p.availabilityText), cell(p.preferredPositions.join(', '))]),
)}
${table(
  'privacy.export.points',
  ['privacy.column.date', 'privacy.column.points', 'privacy.column.reason'],
  data.points.map((p) => [raw(when(p.createdAt)), cell(p.pointsDiff), cell(p.trigger)]),
)}
${table(
  'privacy.export.orders',
  ['privacy.column.date', 'privacy.column.product', 'privacy.column.quantity', 'privacy.column.points', 'privacy.column.status'],
  data.orders.map((o) => [raw(when(o.createdAt)), cell(o.productName), cell(o.quantity), cell(o.price), cell(o.status)]),
)}
${table(
  'privacy.export.vouchers',
  ['privacy.column.code', 'privacy.column.pool', 'privacy.column.date'],
  data.vouchers.map((v) => [cell(v.code), cell(v.poolName), raw(when(v.claimedAt))]),
)}
${table(
  'privacy.export.mails',
  ['privacy.column.date', 'privacy.column.subject', 'privacy.column.message'],
  data.mails.map((m) => [raw(when(m.sentAt ?? m.createdAt)), cell(m.subject), cell(m.text)]),
)}
</body>
</html>
`;
}
