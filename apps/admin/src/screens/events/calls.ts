// The calls of the back office's event-level review (decision 0072), as browser refs.
export { getAdminEvent, getAdminEventList, passAdminEvent, rejectAdminEvent } from '@badminton/contracts';
