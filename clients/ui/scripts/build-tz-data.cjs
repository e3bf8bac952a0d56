// Writes the time-zone data the clients load: every zone the server accepts for an event, trimmed to
// the years events happen in (the full history adds ~1 MB to a bundle; this is ~7 kB gzipped).
// Run after a moment-timezone upgrade: node clients/ui/scripts/build-tz-data.cjs
const fs = require('node:fs');
const path = require('node:path');
const moment = require('moment-timezone/moment-timezone-utils');
const latest = require('moment-timezone/data/packed/latest.json');

const FIRST_YEAR = 2015;
const LAST_YEAR = 2040;

moment.tz.load(latest);
// Every link (alias) becomes a zone of its own first: filterLinkPack then merges the zones that are
// equal over these years into links of its own, which never chain through a removed zone.
const zones = latest.zones.map((zone) => moment.tz.unpack(zone));
const byName = new Map(zones.map((zone) => [zone.name, zone]));
for (const link of latest.links) {
  const [target, alias] = link.split('|');
  if (byName.has(target) && !byName.has(alias)) zones.push({ ...byName.get(target), name: alias });
}
const unpacked = { version: latest.version, zones, links: [] };
const packed = moment.tz.filterLinkPack(unpacked, FIRST_YEAR, LAST_YEAR);
const target = path.join(__dirname, '../src/dates/tz-data.json');
fs.writeFileSync(target, `${JSON.stringify(packed)}\n`);
console.log(`wrote ${packed.zones.length} zones and ${packed.links.length} links (${FIRST_YEAR}-${LAST_YEAR}) to ${target}`);
