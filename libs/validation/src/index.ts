export * from './messages';
export * from './patterns';
export * from './contact-enquiry';
