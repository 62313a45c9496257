module.exports = require('./build/jest.preset.cjs')({ dir: __dirname });
