import { isRowId } from '../../common/ids';
import express, { type Request, type Response } from 'express';
import type { DataSource, SelectQueryBuilder } from 'typeorm';
import { escapeHtml } from '@benevo/schema';
import { Mail, type MailStatus } from './mail.entity';

/** How many mails the list and the API show, newest first. */
const LIMIT = 200;

const STATUS_LABELS: Record<MailStatus, string> = {
  queued: 'En attente',
  sent: 'Envoyé',
  stored: 'Conservé',
  failed: 'Échec',
};

const dateFormat = new Intl.DateTimeFormat('fr-CH', { dateStyle: 'short', timeStyle: 'medium', timeZone: 'Europe/Zurich' });

const STYLE = `
  body { font-family: system-ui, sans-serif; margin: 0 auto; padding: 1.5rem; max-width: 72rem; color: #1f2328; }
  h1 { font-size: 1.4rem; } h2 { font-size: 1.1rem; margin-top: 2rem; }
  table { border-collapse: collapse; width: 100%; }
  th, td { text-align: left; padding: .4rem .6rem; border-bottom: 1px solid #d0d7de; vertical-align: top; }
  th { background: #f6f8fa; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: .3rem 1rem; }
  dt { font-weight: 600; }
  pre { white-space: pre-wrap; background: #f6f8fa; padding: 1rem; border-radius: 6px; }
  iframe { width: 100%; height: 36rem; border: 1px solid #d0d7de; border-radius: 6px; }
  .status-failed { color: #cf222e; }
`;

function page(title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="fr">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body>${body}</body>
</html>`;
}

/** `base` is the escaped mount path (req.baseUrl), so links work with or without a trailing slash. */
function listPage(mails: Mail[], base: string, viewer: MailboxViewer): string {
  const rows = mails
    .map(
      (mail) => `<tr>
  <td>${escapeHtml(dateFormat.format(mail.createdAt))}</td>
  <td>${escapeHtml(mail.toAddress)}</td>
  <td><a href="${base}/${mail.id}">${escapeHtml(mail.subject || '(sans objet)')}</a></td>
  <td class="status-${mail.status}">${STATUS_LABELS[mail.status]}</td>
</tr>`,
    )
    .join('\n');
  const table = mails.length
    ? `<table><thead><tr><th>Date</th><th>Destinataire</th><th>Objet</th><th>Statut</th></tr></thead>
<tbody>${rows}</tbody></table>`
    : '<p>Aucun e-mail pour le moment.</p>';
  return page(
    'Boîte aux lettres de développement',
    `<h1>Boîte aux lettres de développement</h1>
<p>Les e-mails ne sont pas envoyés (SMTP_URL n'est pas défini) : les ${LIMIT} derniers ${
      viewer.isSuperUser ? 'sont affichés ici' : `de vos organisations et ceux adressés à ${escapeHtml(viewer.email)} sont affichés ici`
    }.</p>
${table}`,
  );
}

function detailPage(mail: Mail, base: string): string {
  const from = `${mail.fromName} <${mail.fromAddress ?? '(adresse à l’envoi)'}>`;
  const headers: Array<[string, string]> = [
    ['Date', dateFormat.format(mail.createdAt)],
    ['De', from],
    ['À', mail.toAddress],
    ['Répondre à', mail.replyTo ?? '—'],
    ['Objet', mail.subject],
    ['Langue', mail.language],
    ['Statut', STATUS_LABELS[mail.status]],
    ['Tentatives', String(mail.attempts)],
    ...(mail.lastError ? ([['Dernière erreur', mail.lastError]] as Array<[string, string]>) : []),
  ];
  return page(
    mail.subject,
    `<p><a href="${base}">← Tous les e-mails</a></p>
<h1>${escapeHtml(mail.subject)}</h1>
<dl>${headers.map(([name, value]) => `<dt>${name}</dt><dd>${escapeHtml(value)}</dd>`).join('')}</dl>
<h2>Texte</h2>
<pre>${escapeHtml(mail.text)}</pre>
<h2>HTML</h2>
<iframe sandbox title="Version HTML" srcdoc="${escapeHtml(mail.html)}"></iframe>`,
  );
}

/**
 * Who reads the mailbox. A superuser sees every mail; a staff account sees the mails of its
 * organizations and those sent to its own address, never another user's account links.
 */
export interface MailboxViewer {
  email: string;
  isStaff: boolean;
  isSuperUser: boolean;
  organizationIds: number[];
}

/** Resolves the signed-in account of a request (session cookie or API token), or null. */
export type MailboxViewerOf = (req: Request) => Promise<MailboxViewer | null>;

function visibleTo(query: SelectQueryBuilder<Mail>, viewer: MailboxViewer): SelectQueryBuilder<Mail> {
  if (viewer.isSuperUser) return query;
  return query.andWhere('(m.organizationId = ANY(:organizationIds) OR lower(m.toAddress) = :own)', {
    organizationIds: viewer.organizationIds,
    own: viewer.email.toLowerCase(),
  });
}

/**
 * The embedded mailbox, mounted at /dev/mailbox only when mails are not sent (no SMTP_URL) and never
 * in production: a list of the latest mails, one page per mail (its HTML in a sandboxed iframe: no
 * scripts, no same-origin access), and a JSON API browser tests use to read links from mails.
 *
 * It holds password-reset and portal links, so it needs a signed-in staff or superuser account and
 * shows only what that account may see (issue 9: open to anyone, it handed over every account).
 */
export function mailboxRouter(dataSource: DataSource, viewerOf: MailboxViewerOf): express.Router {
  const router = express.Router();
  const mails = dataSource.getRepository(Mail);
  const latest = () => mails.createQueryBuilder('m').where('TRUE').orderBy('m.createdAt', 'DESC').addOrderBy('m.id', 'DESC').take(LIMIT);

  /** The viewer, or an answer: sign in (HTML pages redirect to the login), or 403 without the right. */
  async function viewer(req: Request, res: Response, api: boolean): Promise<MailboxViewer | null> {
    const found = await viewerOf(req);
    if (!found) {
      if (api) res.status(401).json({ detail: 'Connectez-vous avec un compte staff ou superutilisateur.' });
      else res.redirect(303, `/account/login?redirect=${encodeURIComponent(req.originalUrl)}`);
      return null;
    }
    if (!found.isStaff && !found.isSuperUser) {
      const message = 'La boîte aux lettres de développement est réservée aux comptes staff et superutilisateurs.';
      if (api) res.status(403).json({ detail: message });
      else res.status(403).type('html').send(page('Accès refusé', `<h1>Accès refusé</h1><p>${escapeHtml(message)}</p>`));
      return null;
    }
    return found;
  }

  router.use((_req, res, next) => {
    // Reset and portal links: never kept by a browser or proxy cache.
    res.set('Cache-Control', 'no-store');
    next();
  });

  router.get('/', async (req, res) => {
    const reader = await viewer(req, res, false);
    if (!reader) return;
    const found = await visibleTo(latest(), reader).getMany();
    res.type('html').send(listPage(found, escapeHtml(req.baseUrl), reader));
  });

  // Before '/:id', which would take "api" for an id.
  router.get('/api/messages', async (req, res) => {
    const reader = await viewer(req, res, true);
    if (!reader) return;
    const to = typeof req.query.to === 'string' ? req.query.to.trim().toLowerCase() : '';
    const query = visibleTo(latest(), reader);
    if (to) query.andWhere('lower(m.toAddress) = :to', { to });
    const found = await query.getMany();
    res.json(
      found.map((mail) => ({
        id: mail.id,
        to: mail.toAddress,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        status: mail.status,
        createdAt: mail.createdAt.toISOString(),
      })),
    );
  });

  router.get('/:id', async (req, res) => {
    const reader = await viewer(req, res, false);
    if (!reader) return;
    const id = Number(req.params.id);
    const mail =
      isRowId(id)
        ? await visibleTo(mails.createQueryBuilder('m').where('m.id = :id', { id }), reader).getOne()
        : null;
    if (!mail) {
      const back = `<p><a href="${escapeHtml(req.baseUrl)}">← Tous les e-mails</a></p>`;
      res.status(404).type('html').send(page('E-mail introuvable', `<h1>E-mail introuvable</h1>${back}`));
      return;
    }
    res.type('html').send(detailPage(mail, escapeHtml(req.baseUrl)));
  });

  return router;
}
