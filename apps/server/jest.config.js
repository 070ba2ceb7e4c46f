module.exports = {
  ...require('../../jest.preset'),
  displayName: 'server',
  // Each integration suite boots its own database; run them one after another on a 2-core machine.
  maxWorkers: 1,
  testTimeout: 30000,
};
