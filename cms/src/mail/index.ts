export { createSmtpTransport, type SmtpSettings } from './smtp-transport.js';
