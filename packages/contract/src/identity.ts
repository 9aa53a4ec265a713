/**
 * Identity checks (issue 22, item 3; docs/decisions.md, "Identity checks"). The player uploads
 * the pictures of an ID (NID front and back, or a passport's photo page) and a selfie, one file
 * per upload, then submits the document's details naming the uploaded files. An operator approves
 * it, rejects it with a reason, or asks for it again with a reason. A withdrawal above the
 * operator's single-withdrawal threshold, or one that takes the player's withdrawals past the
 * lifetime threshold, needs an approved identity.
 */
import { z } from 'zod';
import { listAnswer } from './answer-envelopes.js';
import { defineCall } from './calls.js';
import { blankToUndefined, idField, requiredText } from './fields.js';

export const identityDocumentTypes = ['nid', 'passport'] as const;
export type IdentityDocumentType = (typeof identityDocumentTypes)[number];

export const identityCheckStatuses = ['pending', 'approved', 'rejected', 'resubmit'] as const;
export type IdentityCheckStatus = (typeof identityCheckStatuses)[number];

/** What the player's page shows: no submission yet, or the latest one's status. */
export const identityStates = ['none', ...identityCheckStatuses] as const;
export type IdentityState = (typeof identityStates)[number];

/** The pictures of a submission; `back` only for an NID. */
export const identityFileParts = ['front', 'back', 'selfie'] as const;
export type IdentityFilePart = (typeof identityFileParts)[number];

export const IDENTITY_FILE_SIZE_BYTES_MAX = 5 * 1024 * 1024;
/** Photos only: the console shows each one, and a selfie is never a PDF. */
export const identityFileContentTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const IDENTITY_REASON_LENGTH_MAX = 300;

/** A Bangladeshi NID number: 10 digits (smart card), 13 or 17 (the older paper card). */
export const NID_NUMBER_PATTERN = /^(?:[0-9]{10}|[0-9]{13}|[0-9]{17})$/;
/** A passport number: a letter, then a letter or a digit, then seven digits. */
export const PASSPORT_NUMBER_PATTERN = /^[A-Z][A-Z0-9][0-9]{7}$/;

export const identityMessages = {
  documentTypeInvalid: 'Choose a national ID card or a passport.',
  documentNumberRequired: 'Enter the number printed on your document.',
  nidNumberInvalid: 'An NID number has 10, 13 or 17 digits.',
  passportNumberInvalid: 'A passport number has 9 characters, such as A01234567.',
  dateOfBirthRequired: 'Enter the date of birth printed on your document.',
  dateOfBirthInvalid: 'Enter a valid date of birth.',
  dateOfBirthMismatch:
    'The date of birth on your document must match the birthday on your profile.',
  birthdayMissing: 'Set your birthday on your profile (/profile) first, then submit your document.',
  frontRequired: 'Add a photo of the front of your document.',
  backRequired: 'Add a photo of the back of your NID.',
  selfieRequired: 'Add a selfie.',
  fileMissing: 'This photo was not found. Please add it again.',
  fileTooLarge: 'Each photo must be a JPG, PNG or WebP image of at most 5 MB.',
  fileWrongType: 'Each photo must be a JPG, PNG or WebP image.',
  filesTooFast: 'You are uploading photos too quickly. Please wait a minute and try again.',
  filesDailyCount: 'You have uploaded as many photos as allowed today. Please try again tomorrow.',
  filesDailyBytes:
    'You have uploaded as much photo data as allowed today. Please try again tomorrow.',
  alreadyPending: 'Your documents are already waiting for review.',
  alreadyApproved: 'Your identity is already verified.',
  submitted: 'Thank you. Your documents will be reviewed soon.',
  withdrawalNeedsIdentity:
    'Withdrawals above {{threshold}} need a verified identity. Verify your identity on the Verify your identity page (/account/identity), then try again.',
  lifetimeNeedsIdentity:
    'Your withdrawals would pass {{threshold}} in total, which needs a verified identity. Verify your identity on the Verify your identity page (/account/identity), then try again.',
  approvedTitle: 'Identity verified',
  approvedNotice: 'Your identity has been verified. You can now withdraw any amount.',
  rejectedTitle: 'Identity check rejected',
  rejectedNotice: 'Your identity check was rejected: {{reason}}',
  resubmitTitle: 'Identity check: please send again',
  resubmitNotice: 'Please send your identity documents again: {{reason}}',
} as const;

/** The console's texts (English only). */
export const identityAdminMessages = {
  checkNotFound: 'Identity check not found.',
  statusInvalid: 'Status must be pending, approved, rejected, resubmit or all.',
  reasonRequired: 'Please give a reason the player will read.',
  reasonTooLong: `The reason can be at most ${IDENTITY_REASON_LENGTH_MAX} characters.`,
  alreadyDecided: 'This identity check was already decided.',
  approved: 'Identity approved.',
  rejected: 'Identity rejected.',
  resubmitAsked: 'The player has been asked to send the documents again.',
} as const;

const fileIdField = (requiredMessage: string) =>
  z.preprocess(
    blankToUndefined,
    z.string({ error: requiredMessage }).max(64, identityMessages.fileMissing),
  );

/**
 * POST /api/identity/file: the body is the photo itself (Content-Type its type). The server decides
 * the type from the first bytes and answers the id the submission names.
 */
export const identityFileResponseSchema = z.object({
  success: z.literal(true),
  file_id: z.string(),
});
export type IdentityFileResponse = z.infer<typeof identityFileResponseSchema>;

/** POST /api/identity */
export const identitySubmitRequestSchema = z
  .object({
    document_type: z.enum(identityDocumentTypes, { error: identityMessages.documentTypeInvalid }),
    document_number: z.preprocess(
      (value) => (typeof value === 'string' ? value.replace(/[\s-]/g, '').toUpperCase() : value),
      requiredText(identityMessages.documentNumberRequired, 32),
    ),
    date_of_birth: requiredText(identityMessages.dateOfBirthRequired).pipe(
      z.iso.date(identityMessages.dateOfBirthInvalid),
    ),
    front_file_id: fileIdField(identityMessages.frontRequired),
    back_file_id: z.preprocess(blankToUndefined, z.string().max(64).optional()),
    selfie_file_id: fileIdField(identityMessages.selfieRequired),
  })
  .superRefine((request, context) => {
    const pattern = request.document_type === 'nid' ? NID_NUMBER_PATTERN : PASSPORT_NUMBER_PATTERN;
    if (!pattern.test(request.document_number)) {
      context.addIssue({
        code: 'custom',
        path: ['document_number'],
        message:
          request.document_type === 'nid'
            ? identityMessages.nidNumberInvalid
            : identityMessages.passportNumberInvalid,
      });
    }
    if (request.document_type === 'nid' && request.back_file_id === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['back_file_id'],
        message: identityMessages.backRequired,
      });
    }
  });
export type IdentitySubmitRequest = z.input<typeof identitySubmitRequestSchema>;

export const identityThresholdsSchema = z.object({
  /** A single withdrawal above this many taka needs an approved identity (0: every one). */
  single_withdrawal: z.number(),
  /** Paid and pending withdrawals, with the new one, above this many taka need it too. */
  lifetime_withdrawal: z.number(),
});
export type IdentityThresholds = z.infer<typeof identityThresholdsSchema>;

/** GET /api/identity */
export const identityStatusSchema = z.object({
  state: z.enum(identityStates),
  /** Why the latest submission was rejected or asked again; null otherwise. */
  reason: z.string().nullable(),
  document_type: z.enum(identityDocumentTypes).nullable(),
  submitted_at: z.string().nullable(),
  decided_at: z.string().nullable(),
  /** The profile's birthday (the document's date of birth must equal it); null: not set yet. */
  birthday: z.string().nullable(),
  thresholds: identityThresholdsSchema,
});
export type IdentityStatus = z.infer<typeof identityStatusSchema>;

export const identitySubmitResponseSchema = z.object({
  message: z.string(),
  status: identityStatusSchema,
});
export type IdentitySubmitResponse = z.infer<typeof identitySubmitResponseSchema>;

export const identityCalls = {
  status: defineCall({
    method: 'GET',
    path: '/api/identity',
    auth: 'player',
    answer: identityStatusSchema,
    idempotent: false,
  }),
  // One pending submission per player is kept by the database, so a repeat is refused, not
  // stored twice.
  submit: defineCall({
    method: 'POST',
    path: '/api/identity',
    auth: 'player',
    body: identitySubmitRequestSchema,
    answer: identitySubmitResponseSchema,
    idempotent: false,
  }),
};

/** Console: the list filter. */
export const identityQueueStatuses = [...identityCheckStatuses, 'all'] as const;
export type IdentityQueueStatus = (typeof identityQueueStatuses)[number];

export const identityQueueQuerySchema = z.object({
  status: z.preprocess(
    blankToUndefined,
    z
      .enum(identityQueueStatuses, { error: identityAdminMessages.statusInvalid })
      .default('pending'),
  ),
});
export type IdentityQueueQuery = z.infer<typeof identityQueueQuerySchema>;

export const identityCheckParamsSchema = z.object({
  id: idField(identityAdminMessages.checkNotFound),
});

export const identityCheckSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  username: z.string(),
  document_type: z.enum(identityDocumentTypes),
  document_number: z.string(),
  date_of_birth: z.string(),
  /** The profile's birthday now, for the operator to compare. */
  profile_birthday: z.string().nullable(),
  status: z.enum(identityCheckStatuses),
  reason: z.string().nullable(),
  /** Which pictures it has, each read through `identityFilePath`. */
  parts: z.array(z.enum(identityFileParts)),
  submitted_at: z.string(),
  decided_at: z.string().nullable(),
  decided_by: z.string().nullable(),
});
export type IdentityCheck = z.infer<typeof identityCheckSchema>;

export const identityQueueResponseSchema = listAnswer(identityCheckSchema);
export type IdentityQueueResponse = z.infer<typeof identityQueueResponseSchema>;

export const identityCheckResponseSchema = z.object({ data: identityCheckSchema });

export const identityReasonRequestSchema = z.object({
  reason: requiredText(identityAdminMessages.reasonRequired).max(
    IDENTITY_REASON_LENGTH_MAX,
    identityAdminMessages.reasonTooLong,
  ),
});
export type IdentityReasonRequest = z.infer<typeof identityReasonRequestSchema>;

export const identityDecisionResponseSchema = z.object({
  message: z.string(),
  data: identityCheckSchema,
});
export type IdentityDecisionResponse = z.infer<typeof identityDecisionResponseSchema>;

/** GET of one picture of a check, for an operator (served as a download, never inline). */
export function identityFilePath(checkId: number, part: IdentityFilePart): string {
  return `/admin-api/identity-checks/${checkId}/files/${part}`;
}

const decisionCall = (decision: 'approve' | 'reject' | 'resubmit') =>
  ({
    method: 'POST',
    path: `/admin-api/identity-checks/:id/${decision}`,
    auth: 'operator',
    params: identityCheckParamsSchema,
    paramsNotFound: identityAdminMessages.checkNotFound,
    answer: identityDecisionResponseSchema,
    idempotent: false,
  }) as const;

export const identityAdminCalls = {
  queue: defineCall({
    method: 'GET',
    path: '/admin-api/identity-checks',
    auth: 'operator',
    query: identityQueueQuerySchema,
    answer: identityQueueResponseSchema,
    idempotent: false,
  }),
  one: defineCall({
    method: 'GET',
    path: '/admin-api/identity-checks/:id',
    auth: 'operator',
    params: identityCheckParamsSchema,
    paramsNotFound: identityAdminMessages.checkNotFound,
    answer: identityCheckResponseSchema,
    idempotent: false,
  }),
  approve: defineCall(decisionCall('approve')),
  reject: defineCall({ ...decisionCall('reject'), body: identityReasonRequestSchema }),
  resubmit: defineCall({ ...decisionCall('resubmit'), body: identityReasonRequestSchema }),
};
