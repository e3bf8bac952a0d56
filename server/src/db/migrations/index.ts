import { Foundation1732230000000 } from './1732230000000-foundation';
import { JobsAndMail1732230000001 } from './1732230000001-jobs-and-mail';
import { Events1732230000002 } from './1732230000002-events';
import { Volunteers1732230000003 } from './1732230000003-volunteers';
import { Forms1732230000004 } from './1732230000004-forms';
import { RegistrationRules1732230000005 } from './1732230000005-registration-rules';
import { Communications1732230000006 } from './1732230000006-communications';
import { ApiTokens1732230000009 } from './1732230000009-api-tokens';
import { PrivateNamesByDefault1732230000010 } from './1732230000010-private-names-by-default';
import { Campaigns1732230000011 } from './1732230000011-campaigns';
import { CampaignFormsAndMailings1732230000012 } from './1732230000012-campaign-forms-and-mailings';
import { Points1732230000013 } from './1732230000013-points';
import { Vouchers1732230000014 } from './1732230000014-vouchers';
import { Shop1732230000015 } from './1732230000015-shop';
import { ShopOpen1732230000016 } from './1732230000016-shop-open';
import { Badges1732230000018 } from './1732230000018-badges';
import { Operators1732230000017 } from './1732230000017-operators';
import { Managers1732230000019 } from './1732230000019-managers';
import { Meals1732230000020 } from './1732230000020-meals';
import { Audit1732230000021 } from './1732230000021-audit';
import { TwoFactor1732230000022 } from './1732230000022-two-factor';
import { Integrations1732230000025 } from './1732230000025-integrations';
import { Ticketing1732230000026 } from './1732230000026-ticketing';

/** In order; the same migrations run on PostgreSQL and embedded PGlite. */
export const migrations = [Foundation1732230000000, JobsAndMail1732230000001, Events1732230000002, Volunteers1732230000003, Forms1732230000004, RegistrationRules1732230000005, Communications1732230000006, ApiTokens1732230000009, PrivateNamesByDefault1732230000010, Campaigns1732230000011, CampaignFormsAndMailings1732230000012, Points1732230000013, Vouchers1732230000014, Shop1732230000015, ShopOpen1732230000016, Operators1732230000017, Badges1732230000018, Managers1732230000019, Meals1732230000020, Audit1732230000021, TwoFactor1732230000022, Integrations1732230000025, Ticketing1732230000026];
