import { useState } from 'react';
import { useSearchParams } from '@badminton/router';
import { readReviewQuery, type ReviewQuery, writeReviewQuery } from './query';

/**
 * A queue's filters in the address: the query the address holds (`statuses` the tab codes it accepts), the draft the
 * filter bar edits, and `go` to put a query in the address. One home for the list screens of the back office.
 */
export function useReviewQuery(statuses: readonly string[]) {
  const [params, setParams] = useSearchParams();
  const query = readReviewQuery(params, statuses);
  const [draft, setDraft] = useState<ReviewQuery>(query);
  const go = (next: ReviewQuery) => setParams(writeReviewQuery(next));
  return { query, draft, setDraft, go };
}
