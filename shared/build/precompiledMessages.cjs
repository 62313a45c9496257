// Messages reach every bundle precompiled to ICU syntax trees, so no bundle carries FormatJS's
// message parser (webpack aliases it to its `no-parser` build; react-intl formats trees as they
// are). Two sources of words, one parse each, both at build time:
//   * en, the `defaultMessage` of each descriptor in the code: swc's FormatJS plugin (`ast`), run
//     on the files that define messages (`messages.ts`, `…Messages.ts`) only. Their
//     `defaultMessage` must be a literal: a constant that other code needs is derived from the
//     descriptor (`enText`), never the other way round;
//   * the other locales, `src/locales/<locale>.json` of each bundle: the webpack loader below.
// Jest runs the same two (jest.preset.cjs), so tests see the words as production does.
const { parse } = require('@formatjs/icu-messageformat-parser');

/**
 * swc's FormatJS plugin: `defineMessages`, `defineMessage`, `formatMessage` and `<FormattedMessage>`
 * get their trees, white space kept as written (as the runtime parser kept it).
 */
const SWC_PRECOMPILE_PLUGIN = [
  require.resolve('@swc/plugin-formatjs'),
  { ast: true, preserveWhitespace: true },
];

/** A locale's texts (id → ICU text) as id → syntax tree; a text that does not parse fails the build. */
function compileTexts(texts) {
  return Object.fromEntries(
    Object.entries(texts).map(([id, text]) => {
      try {
        return [id, parse(text)];
      } catch (e) {
        throw new Error(`message ${id}: ${e.message}`, { cause: e });
      }
    }),
  );
}

/** Webpack loader for `locales/<locale>.json`: the same JSON module, its texts as trees. */
function precompiledTextsLoader(source) {
  return JSON.stringify(compileTexts(JSON.parse(source)));
}

module.exports = precompiledTextsLoader;
/** Jest's transformer for the same files: Jest parses what it returns as the JSON module. */
module.exports.process = (source) => ({ code: precompiledTextsLoader(source) });
module.exports.SWC_PRECOMPILE_PLUGIN = SWC_PRECOMPILE_PLUGIN;
/** The files that define messages (the swc plugin's input). */
module.exports.MESSAGE_FILES = /[\\/][A-Za-z]*[Mm]essages\.ts$/;
/** Which JSON files are a bundle's words (shared's: the UI kit's and the page heads'). */
module.exports.LOCALE_TEXTS = /[\\/]src[\\/](?:ui[\\/]|head[\\/])?locales[\\/][^\\/]+\.json$/;
