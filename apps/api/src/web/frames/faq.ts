import * as content from '../../modules/content/service';
import { escapeHtml, type FrameWriter } from './markup';

/** Questions a first viewport can show at most (a question's bar is at least 48 px high). */
const FIRST_VIEWPORT_QUESTIONS = 20;

/**
 * The `faq` screen frame (apps/portal/src/features/faq/components/faq-page.tsx): the 常见问题 card with the
 * Accordion's first questions, all closed, in element Collapse's markup (the question's span without its button role
 * and tab stop). The screen's call: every published question, 100 a page.
 */
export const faqFrame: FrameWriter = async ({ deps }) => {
  const { items } = await content.listQuestions(deps.db, { limit: 100, page: 1 });
  if (items.length === 0) return null;
  const questions = items
    .slice(0, FIRST_VIEWPORT_QUESTIONS)
    .map(
      (item) =>
        '<div class="el-collapse-item"><div class="el-collapse-item__header">' +
        '<i class="el-collapse-item__header__arrow el-icon-arrow-right"></i>' +
        `<span class="bm-accordion__question">${escapeHtml(item.news_subject)}</span></div>` +
        '<div class="collapse-transition" style="overflow: hidden; height: 0px; padding-top: 0px; padding-bottom: 0px;">' +
        '<div class="el-collapse-item__wrap"><div class="el-collapse-item__content"></div></div></div></div>',
    )
    .join('');
  return (
    '<div class="portal-container"><div class="bm-page-section"><div class="bm-page-section__header">' +
    '<div class="bm-page-section__title">常见问题</div></div><div class="bm-page-section__body">' +
    `<div class="bm-accordion"><div class="el-collapse">${questions}</div></div></div></div></div>`
  );
};
