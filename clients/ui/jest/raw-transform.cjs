/**
 * Jest's stand-in for Vite's `?raw` imports (markdown pages, the changelog): the file's text as the
 * module's default export. The `?raw` suffix itself is removed by the moduleNameMapper.
 */
module.exports = {
  process(sourceText) {
    return { code: `module.exports = ${JSON.stringify(sourceText)};` };
  },
};
