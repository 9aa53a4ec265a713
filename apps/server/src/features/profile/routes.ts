/** HTTP for the player's profile: extra phones, contact verification, birthday and password. */
import type { FastifyInstance } from 'fastify';
import {
  addPhoneRequestSchema,
  addPhoneSendCodeRequestSchema,
  addPhoneVerifyRequestSchema,
  changePasswordRequestSchema,
  profileUpdateRequestSchema,
  sendVerificationCodeRequestSchema,
  verifyEmailRequestSchema,
  verifyPhoneRequestSchema,
} from '@khela/contract';
import type { AppContext } from '../../platform/app-context.js';
import { callerOf, requireSession } from '../../platform/auth/require-player.js';
import { parseInput } from '../../platform/http/parse-input.js';
import { changePassword } from './change-password.js';
import {
  addOtherPhone,
  listOtherPhones,
  sendOtherPhoneCode,
  sendVerificationCode,
  updateBirthday,
  verifyEmail,
  verifyOtherPhone,
  verifyPrimaryPhone,
} from './service.js';

export async function profileRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async by contract
  await app.register(async (player) => {
    requireSession(player, context);

    player.get('/get/other/phone', async (request) => ({
      success: true,
      data: await listOtherPhones(context, callerOf(request).userId),
    }));

    player.post('/send-verification-code', async (request) => {
      const body = parseInput(sendVerificationCodeRequestSchema, request.body);
      return sendVerificationCode(context, callerOf(request).userId, body);
    });

    player.post('/verify-email', async (request) => {
      const body = parseInput(verifyEmailRequestSchema, request.body);
      return verifyEmail(context, callerOf(request).userId, body.code);
    });

    player.post('/verify-phone-number', async (request) => {
      const body = parseInput(verifyPhoneRequestSchema, request.body);
      return verifyPrimaryPhone(context, callerOf(request).userId, body.verification_code);
    });

    player.post('/add/number', async (request) => {
      const body = parseInput(addPhoneRequestSchema, request.body);
      return addOtherPhone(context, callerOf(request).userId, body.phone);
    });

    player.post('/add/send-verification-code', async (request) => {
      const body = parseInput(addPhoneSendCodeRequestSchema, request.body);
      return sendOtherPhoneCode(context, callerOf(request).userId, body.phone);
    });

    player.post('/add/verify-phone-number', async (request) => {
      const body = parseInput(addPhoneVerifyRequestSchema, request.body);
      return verifyOtherPhone(context, callerOf(request).userId, {
        code: body.verification_code,
        phone: body.phone,
      });
    });

    player.post('/user/profile/update', async (request) => {
      const body = parseInput(profileUpdateRequestSchema, request.body);
      return updateBirthday(context, callerOf(request), {
        remoteId: body.remote_id,
        dofb: body.dofb,
      });
    });

    player.post('/user-pwd', async (request) => {
      const body = parseInput(changePasswordRequestSchema, request.body);
      return changePassword(context, callerOf(request).userId, {
        currentPassword: body.old_password,
        newPassword: body.new_password,
      });
    });
  });
}
