module.exports = { ...require('../../jest.preset'), displayName: require('./package.json').name };
