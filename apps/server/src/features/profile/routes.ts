/** HTTP for the player's profile: extra phones, contact verification, birthday and password. */
import type { FastifyInstance } from 'fastify';
import { profileCalls } from '@khela/contract';
import type { AppContext } from '../../platform/app-context.js';
import { callerOf, requireSession } from '../../platform/auth/require-player.js';
import { registerCall } from '../../platform/http/register-call.js';
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

    registerCall(player, profileCalls.otherPhones, async (_input, request) => ({
      success: true,
      data: await listOtherPhones(context, callerOf(request).userId),
    }));

    registerCall(player, profileCalls.sendVerificationCode, ({ body }, request) =>
      sendVerificationCode(context, callerOf(request).userId, body),
    );

    registerCall(player, profileCalls.verifyEmail, ({ body }, request) =>
      verifyEmail(context, callerOf(request).userId, body.code),
    );

    registerCall(player, profileCalls.verifyPhone, ({ body }, request) =>
      verifyPrimaryPhone(context, callerOf(request).userId, body.verification_code),
    );

    registerCall(player, profileCalls.addPhone, ({ body }, request) =>
      addOtherPhone(context, callerOf(request).userId, body.phone),
    );

    registerCall(player, profileCalls.addPhoneSendCode, ({ body }, request) =>
      sendOtherPhoneCode(context, callerOf(request).userId, body.phone),
    );

    registerCall(player, profileCalls.addPhoneVerify, ({ body }, request) =>
      verifyOtherPhone(context, callerOf(request).userId, {
        code: body.verification_code,
        phone: body.phone,
      }),
    );

    registerCall(player, profileCalls.updateProfile, ({ body }, request) =>
      updateBirthday(context, callerOf(request), {
        remoteId: body.remote_id,
        dofb: body.dofb,
      }),
    );

    registerCall(player, profileCalls.changePassword, ({ body }, request) =>
      changePassword(context, callerOf(request).userId, {
        currentPassword: body.old_password,
        newPassword: body.new_password,
      }),
    );
  });
}
