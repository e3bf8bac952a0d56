// Writes the trimmed time-zone data the clients load (the full set adds ~1 MB to a bundle).
// Run after a moment-timezone upgrade or to add a zone: node clients/ui/scripts/build-tz-data.cjs
const fs = require('node:fs');
const path = require('node:path');
const moment = require('moment-timezone/moment-timezone-utils');
const latest = require('moment-timezone/data/packed/latest.json');

const ZONES = ['Europe/Zurich', 'Europe/Paris', 'Europe/Berlin', 'Europe/Vienna', 'Europe/Rome', 'Europe/London', 'Etc/UTC'];
const FIRST_YEAR = 2015;
const LAST_YEAR = 2040;

moment.tz.load(latest);
const unpacked = {
  version: latest.version,
  zones: ZONES.map((name) => moment.tz.unpack(latest.zones.find((z) => z.startsWith(`${name}|`)))),
  links: [],
};
const packed = moment.tz.filterLinkPack(unpacked, FIRST_YEAR, LAST_YEAR);
const target = path.join(__dirname, '../src/dates/tz-data.json');
fs.writeFileSync(target, `${JSON.stringify(packed, null, 2)}\n`);
console.log(`wrote ${ZONES.length} zones (${FIRST_YEAR}-${LAST_YEAR}) to ${target}`);
