module.exports = require('../shared/build/jest.preset.cjs')({
  dir: __dirname,
  environment: 'node',
});
