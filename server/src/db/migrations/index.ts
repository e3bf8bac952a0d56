import { Foundation1732230000000 } from './1732230000000-foundation';
import { JobsAndMail1732230000001 } from './1732230000001-jobs-and-mail';
import { Events1732230000002 } from './1732230000002-events';
import { Volunteers1732230000003 } from './1732230000003-volunteers';

/** In order; the same migrations run on PostgreSQL and embedded PGlite. */
export const migrations = [Foundation1732230000000, JobsAndMail1732230000001, Events1732230000002, Volunteers1732230000003];
