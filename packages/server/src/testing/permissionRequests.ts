// Every catalogue call's request for the permission walk (permissionTable.ts), one module per group of areas.
import type { Requests } from './permissions/kit.ts';
import { memberRequests } from './permissions/memberRequests.ts';
import { staffRequests } from './permissions/staffRequests.ts';
import { adminRequests } from './permissions/adminRequests.ts';

/** The compiler refuses a catalogue call without a request here. */
export const permissionRequests = { ...memberRequests, ...staffRequests, ...adminRequests } satisfies Requests;
