import { PORTAL_PAGER_ABOVE, type TrainingClassItem } from '@badminton/contracts';
import { joinRegionNames } from '@badminton/validation';
import { listTrainingClasses } from '../../modules/training/service';
import { escapeHtml, type FrameWriter } from './markup';
import { coverImage, fact, kitInput, pageSection, portalContainer, searchBar, searchField, wireTime } from './kit';

/** Cards the frame draws: the first viewport shows three and the top of a fourth at 1280 px, one at 412 px. */
const TRAINING_FRAME_CARDS = 4;

/** The query parameters of a keyword list (packages/ui/src/utils/list-query.ts). */
const KEYWORD_LIST_PARAMS = ['keyword', 'page'];

/** TrainingCard's 'list' variant (apps/portal/src/features/training/components/training-card.tsx). */
function trainingCard(item: TrainingClassItem, fileHost: string, index: number): string {
  const region = joinRegionNames(item.provinceName, item.cityName, item.districtName);
  const cover = item.file_path ? coverImage(item.file_path, fileHost, index) : '';
  return (
    `<div class="training-card training-card--list"><div class="training-card__cover">${cover}` +
    `<span class="training-card__grade">${escapeHtml(item.gradeName)}</span></div>` +
    // The card's h3: a div with the same class, its heading weight from a <b>.
    `<div class="training-card__body"><div class="training-card__title"><b>${escapeHtml(item.name)}</b></div>` +
    '<dl class="training-card__facts">' +
    fact('培训地点', `${region} ${item.detail_addr}`) +
    fact('报名时间', `${wireTime(item.apply_start_time)} 至 ${wireTime(item.apply_end_time)}`) +
    '</dl></div>' +
    '<div class="training-card__action"><button type="button" class="training-card__button" tabindex="-1">查看详情</button></div></div>'
  );
}

/**
 * The `training-classes` screen frame (decision 0037): /evaluationStaffTraining's section (KeywordListSection), its
 * keyword search and the first classes of the screen's first call (`ExaminerClass/GetExaminerClassList`, page 1 of up
 * to 6, no keyword), drawn by the same service function. A URL with a keyword or a page, or an empty list, gets none.
 */
export const trainingClassesFrame: FrameWriter = async ({ deps, search }) => {
  if (KEYWORD_LIST_PARAMS.some((name) => search.get(name))) return null;
  const { items } = await listTrainingClasses(deps.db, { limit: PORTAL_PAGER_ABOVE.trainingClasses, page: 1 });
  if (items.length === 0) return null;
  const cards = items
    .slice(0, TRAINING_FRAME_CARDS)
    .map((item, index) => trainingCard(item, deps.fileHost, index))
    .join('');
  const bar = searchBar(searchField('培训班名称', kitInput('请输入培训班名称')));
  return portalContainer(pageSection('考评员培训', `${bar}<div class="training-list__items">${cards}</div>`));
};
