const path = require('path');
const { createConfig } = require('../shared/build/webpack.cjs');

module.exports = createConfig({
  dir: __dirname,
  name: 'shell',
  port: 3000,
  host: true,
  title: 'Store',
  // Carries the static "store unavailable" page shown when the shell's own script fails.
  template: path.join(__dirname, 'index.html'),
  // The default icon at /favicon.ico (browsers ask for it on every store); a theme's favicon
  // replaces it in the page (ThemeRoot).
  favicon: path.join(__dirname, 'favicon.ico'),
});
