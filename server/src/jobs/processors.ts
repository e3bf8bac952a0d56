import type { Config } from '../config';
import type { Logger } from '../logger';
import { badgesProcessors } from '../modules/badges/badges.jobs';
import { mailProcessors } from '../modules/mail/mail.jobs';
import { pointsProcessors } from '../modules/points/points.jobs';
import { portalAccessProcessors } from '../modules/portal-access/portal-access.jobs';
import { printingProcessors } from '../modules/printing/printing.jobs';
import { assignmentProcessors } from '../modules/assignment/assignment.jobs';
import { waitingListProcessors } from '../modules/waiting-list/waiting-list.jobs';
import { webhooksProcessors } from '../modules/webhooks/webhooks.jobs';
import { ticketingProcessors } from '../modules/ticketing/ticketing.jobs';
import { remindersProcessors } from '../modules/reminders/reminders.jobs';
import type { ProcessorMap } from './job-runner';

/** Every job processor of the product, for the API (in-process or RUN_WORKERS) and `npm run worker`. */
export function allProcessors(config: Config, logger: Logger): ProcessorMap {
  return {
    ...mailProcessors(config, logger),
    ...waitingListProcessors(config, logger),
    ...pointsProcessors(config, logger),
    ...portalAccessProcessors(config, logger),
    ...badgesProcessors(config, logger),
    ...printingProcessors(config, logger),
    ...assignmentProcessors(config, logger),
    ...webhooksProcessors(config, logger),
    ...ticketingProcessors(config, logger),
    ...remindersProcessors(config, logger),
  };
}
