export * from './messages';
export * from './patterns';
export * from './enquiry';
export * from './registration';
export * from './family-booking';
export * from './photo';
export * from './lost-link';
export * from './sign-in';
