/** E-mail through any SMTP server named by SMTP_URL (smtp://user:pass@host:587, smtps://…). */
import nodemailer from 'nodemailer';
import type { EmailTransport } from './notifier.js';

export function createSmtpTransport(smtpUrl: string, from: string): EmailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    name: 'smtp',
    async send(message) {
      await transporter.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
      });
    },
  };
}
