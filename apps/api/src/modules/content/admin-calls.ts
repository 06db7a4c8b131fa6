import {
  ADMIN_CONTENT_MESSAGES as M,
  CONTENT_ATTACHMENT_MAX_BYTES,
  CONTENT_IMAGE_MAX_BYTES,
  CONTENT_VIDEO_MAX_BYTES,
  deleteAdminArticle,
  deleteAdminPlacement,
  getAdminArticle,
  getAdminArticleList,
  getAdminContact,
  getAdminPlacementList,
  getContentOverview,
  moveAdminArticle,
  moveAdminPlacement,
  Role,
  saveAdminArticle,
  saveAdminContact,
  saveAdminPlacement,
  setAdminArticlePublished,
  setAdminPlacementPublished,
  uploadContentFile,
} from '@badminton/contracts';
import { CacheTag } from '../../registry/cache-tags';
import type { ModuleDeps } from '../../registry/deps';
import { type RegisteredCall, roleCall } from '../../registry/types';
import { uploadCall } from '../../uploads/call';
import type { UploadRules } from '../../uploads/policy';
import * as admin from './admin-service';

/**
 * Content editing is the national administrator's (decision 0070): a provincial reviewer edits nothing here, since
 * the portal's content is national and has no province to scope it to.
 */
const NATIONAL = [Role.NationalAdministrator] as const;

/** Every write changes what the public content calls answer: their cached answers are dropped at once. */
const WRITES = { invalidates: [CacheTag.Content] } as const;
const READS = { reads: true } as const;

/** One file per request: a picture (re-encoded), a notice attachment (PDF, checked) or a video (MP4, checked). */
const CONTENT_UPLOAD: UploadRules = {
  fields: {
    image: { maxBytes: CONTENT_IMAGE_MAX_BYTES, kinds: ['jpg', 'png'], typeMessage: M.imageType, sizeMessage: M.imageSize },
    attachment: { maxBytes: CONTENT_ATTACHMENT_MAX_BYTES, kinds: ['pdf'], typeMessage: M.attachmentType, sizeMessage: M.attachmentSize },
    video: { maxBytes: CONTENT_VIDEO_MAX_BYTES, kinds: ['mp4'], typeMessage: M.videoType, sizeMessage: M.videoSize },
  },
  maxFiles: 1,
  countMessage: M.oneFile,
  // An editor adds a dozen pictures to one article in a few minutes.
  submits: { limit: 120, windowSeconds: 600 },
};

/** The back office's content calls (issue 26; req: back-office.md#content-editing). */
export function adminContentCalls({ db, clock, storage }: ModuleDeps): RegisteredCall[] {
  const deps = { db, clock, storage };
  return [
    roleCall(getContentOverview, NATIONAL, () => admin.overview(deps), READS),
    roleCall(getAdminArticleList, NATIONAL, (input) => admin.listArticles(deps, input), READS),
    roleCall(getAdminArticle, NATIONAL, (input) => admin.getArticle(deps, input.id), READS),
    roleCall(saveAdminArticle, NATIONAL, (input, { caller }) => admin.saveArticle(deps, caller, input), WRITES),
    roleCall(setAdminArticlePublished, NATIONAL, (input, { caller }) => admin.setArticlePublished(deps, caller, input), WRITES),
    roleCall(deleteAdminArticle, NATIONAL, (input, { caller }) => admin.deleteArticle(deps, caller, input.id), WRITES),
    roleCall(moveAdminArticle, NATIONAL, (input, { caller }) => admin.moveArticle(deps, caller, input), WRITES),
    roleCall(getAdminPlacementList, NATIONAL, (input) => admin.listPlacements(deps, input), READS),
    roleCall(saveAdminPlacement, NATIONAL, (input, { caller }) => admin.savePlacement(deps, caller, input), WRITES),
    roleCall(setAdminPlacementPublished, NATIONAL, (input, { caller }) => admin.setPlacementPublished(deps, caller, input), WRITES),
    roleCall(deleteAdminPlacement, NATIONAL, (input, { caller }) => admin.deletePlacement(deps, caller, input), WRITES),
    roleCall(moveAdminPlacement, NATIONAL, (input, { caller }) => admin.movePlacement(deps, caller, input), WRITES),
    roleCall(getAdminContact, NATIONAL, () => admin.getContact(deps), READS),
    roleCall(saveAdminContact, NATIONAL, (input, { caller }) => admin.saveContact(deps, caller, input), WRITES),
    // Storing a file changes no public answer (no row points at it until a save does).
    uploadCall({ db, clock }, uploadContentFile, NATIONAL, CONTENT_UPLOAD, (_input, { caller, files }) => admin.uploadFile(deps, caller, files)),
  ];
}
