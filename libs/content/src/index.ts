export * from './provider';
export * from './practices';
export * from './site-routes';
