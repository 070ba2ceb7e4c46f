// Filled by the public-site issue.
export {};
