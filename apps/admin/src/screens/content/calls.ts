// The calls of the back office's content editing (decision 0070), as browser refs.
export {
  deleteAdminArticle,
  deleteAdminPlacement,
  getAdminArticle,
  getAdminArticleList,
  getAdminContact,
  getAdminPlacementList,
  getContentOverview,
  moveAdminArticle,
  moveAdminPlacement,
  saveAdminArticle,
  saveAdminContact,
  saveAdminPlacement,
  setAdminArticlePublished,
  setAdminPlacementPublished,
  uploadContentFile,
} from '@badminton/contracts';
