import * as yup from 'yup';

/** Issue 17: the longest name a group's leader may give one of its members. */
export const GROUP_MEMBER_NAME_MAX = 200;

/**
 * A person the leader of a group participation names in the portal (server and portal form): a name
 * and an e-mail address, trimmed; the address is compared lower-cased.
 */
export const groupMemberSchema = yup.object({
  name: yup.string().trim().required('portalShifts.nameRequired').max(GROUP_MEMBER_NAME_MAX, 'portalShifts.nameTooLong'),
  email: yup.string().trim().required('validation.required').max(254, 'validation.email').email('validation.email'),
});

export type GroupMemberValues = yup.InferType<typeof groupMemberSchema>;
