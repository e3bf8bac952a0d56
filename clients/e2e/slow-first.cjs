// Browser tests run on two workers (package.json); the longest files start first so that neither worker
// is left with one of them at the end. Jest orders by the last run's durations when its cache has them,
// by file size otherwise (a fresh CI checkout): this list decides in both cases.
const Sequencer = require('@jest/test-sequencer').default;

const SLOWEST = ['screens.e2e.test.ts', 'two-factor.e2e.test.ts'];
const rank = (test) => {
  const index = SLOWEST.findIndex((name) => test.path.endsWith(name));
  return index === -1 ? SLOWEST.length : index;
};

class SlowFirst extends Sequencer {
  sort(tests) {
    const ordered = super.sort(tests);
    return [...ordered].sort((a, b) => rank(a) - rank(b));
  }
}

module.exports = SlowFirst;
