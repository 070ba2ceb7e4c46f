import { toBuffer } from 'qrcode';
import { CheckInCodes } from '../../common/check-in-code';
import { MailAttachment } from './outbox-mail.entity';

/** The Content-ID the mail's HTML shows the QR code by. */
export const CHECK_IN_QR_CID = 'check-in-qr';

/** What a registrant's mails carry for the door: the check-in code, and its QR code as an inline image. */
export interface CheckInPass {
  code: string;
  image: MailAttachment;
}

/** Makes a registration's pass: its signed check-in code, drawn as a PNG QR code for the mail. */
export function checkInPasses(codes: CheckInCodes) {
  return async (registrationId: string): Promise<CheckInPass> => {
    const code = codes.codeOf(registrationId);
    const png = await toBuffer(code, { type: 'png', width: 240, margin: 2, errorCorrectionLevel: 'M' });
    return {
      code,
      image: {
        filename: 'check-in.png',
        contentType: 'image/png',
        content: png.toString('base64'),
        encoding: 'base64',
        cid: CHECK_IN_QR_CID,
      },
    };
  };
}

/** The line of the mail and of the invitation that gives the code. */
export const checkInLine = (code: string) => `Your check-in code (show it at the door): ${code}`;

/** The QR code in a mail's HTML, with the code under it (and in its plain text). */
export const checkInFigure = ({ code, image }: CheckInPass) => ({
  cid: image.cid ?? CHECK_IN_QR_CID,
  alt: 'QR code for check-in',
  caption: checkInLine(code),
});
