import { addDays } from '@clubhuis/contract/rules/clock';
import type { Db } from '../../db/client.ts';
import type { RequestUser } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { notifyCampPlanning } from '../sportscamp/planningNotices.ts';
import { addGroups, campsOverview, groupsOfCamp, insertCamp, insertChildren, lockCamp, saveMaterial, setCampTrainers, updateCamp } from '../sportscamp/campWrites.ts';
import { audit } from './audit.ts';
import { campColumns, readChild } from './campRows.ts';
import { decodeCsv, parseCsv } from './memberCsv.ts';
import { adminText, campText, csvText } from './messages.ts';
import { checkMembers } from './schedulesAdmin.ts';

/** Camps that ended less than a year ago or are still to come. */
export async function campsOf(db: Db, clubId: number, today: string) {
  return (await campsOverview(db, clubId, addDays(today, -365))).map(({ camp, groups, trainers }) => ({
    campId: camp.id,
    title: camp.title,
    dateFrom: camp.dateFrom,
    dateTill: camp.dateTill,
    responsible: camp.responsible,
    groups,
    trainers,
  }));
}

interface CampBody {
  campId: number;
  title: string;
  dateFrom: string;
  dateTill: string;
  responsible: string;
  groups: string[];
  trainerIds: number[];
}

/** A camp (its days fixed once made), its groups (added, each with every half day) and trainers. */
export async function saveCamp(db: Db, user: RequestUser, body: CampBody) {
  const groups = [...new Set(body.groups.map((g) => g.trim()).filter(Boolean))];
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const trainerIds = await checkMembers(t, user.clubId, body.trainerIds, 'trainerIds');
    let camp;
    let before = null;
    if (body.campId === 0) {
      if (body.dateTill < body.dateFrom) throw new ApiError(400, adminText.periodOrder);
      if (body.dateTill > addDays(body.dateFrom, 13)) throw new ApiError(400, campText.campTooLong);
      if (groups.length === 0) throw new ApiError(400, campText.noGroups);
      camp = await insertCamp(t, user.clubId, { title: body.title.trim(), dateFrom: body.dateFrom, dateTill: body.dateTill, responsible: body.responsible.trim() });
    } else {
      before = (await lockCamp(t, user.clubId, body.campId)) ?? null;
      if (!before) throw new ApiError(404, campText.unknownCamp);
      camp = await updateCamp(t, before.id, { title: body.title.trim(), responsible: body.responsible.trim() });
    }
    const added = await addGroups(t, camp, groups);
    await setCampTrainers(t, camp, trainerIds);
    // New groups change every day's planning of a camp its trainers already work with.
    if (before && added > 0) await notifyCampPlanning(t, user, camp, new Date());
    await audit(t, { clubId: user.clubId, userId: user.userId, action: 'admin/camps/save', entity: 'sports_camps', entityId: camp.id, before, after: { ...camp, groups, trainerIds } });
    return { campId: camp.id, message: campText.campSaved(camp.title) };
  });
}

/** A camp's children from a file, all or none: every refused row is named with its reasons. */
export async function importChildren(db: Db, user: RequestUser, body: { campId: number; file: string }, today: string) {
  const { header, rows, unclosedQuote } = parseCsv(decodeCsv(Buffer.from(body.file, 'base64')));
  if (unclosedQuote !== null) throw new ApiError(400, csvText.unclosedQuote(unclosedQuote));
  const map = campColumns(header);
  if ('refusal' in map) throw new ApiError(400, map.refusal);
  if (rows.length === 0) throw new ApiError(400, csvText.empty);
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const camp = await lockCamp(t, user.clubId, body.campId);
    if (!camp) throw new ApiError(404, campText.unknownCamp);
    const groups = await groupsOfCamp(t, camp.id);
    const read = rows.map((r) => readChild(r, map, groups, today));
    const reasons = read.flatMap((r) => r.reasons ?? []);
    if (reasons.length) throw new ApiError(400, campText.refused(read.filter((r) => r.reasons).length, reasons));
    const children = read.flatMap((r) => (r.child ? [r.child] : []));
    await insertChildren(t, camp, children);
    // The log keeps the count, not the children's data (medication is for the camp's trainers only).
    await audit(t, { clubId: user.clubId, userId: user.userId, action: 'admin/camps/import', entity: 'sports_camps', entityId: camp.id, before: null, after: { children: children.length } });
    return { message: campText.imported(children.length) };
  });
}

const IMAGE_MAGIC = [/^R0lGOD/, /^iVBORw0KGgo/, /^\/9j\//];

export async function saveCampMaterial(db: Db, user: RequestUser, body: { materialId: number; description: string; stock: number; details: string; photo: string }) {
  if (body.photo && !IMAGE_MAGIC.some((m) => m.test(body.photo))) throw new ApiError(400, campText.badPhoto);
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const id = await saveMaterial(t, user.clubId, body.materialId, { description: body.description.trim(), stock: body.stock, details: body.details.trim(), photo: body.photo });
    if (!id) throw new ApiError(404, campText.unknownMaterial);
    await audit(t, { clubId: user.clubId, userId: user.userId, action: 'admin/camps/materialSave', entity: 'sports_camp_materials', entityId: id, before: null, after: { description: body.description, stock: body.stock, photo: body.photo ? 'ja' : '' } });
    return { materialId: id, message: campText.materialSaved(body.description.trim()) };
  });
}

interface ChildBody {
  campId: number;
  groupId: number;
  firstName: string;
  lastName: string;
  gender: 'M' | 'F';
  birthdate: string;
  parents: string;
  email: string;
  telephone: string;
  medication: string;
  extraInfo: string;
  photoConsent: boolean;
}

/** One child in one of the camp's groups, with an audit row that keeps no medication. */
export async function addChild(db: Db, user: RequestUser, body: ChildBody) {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const camp = await lockCamp(t, user.clubId, body.campId);
    if (!camp) throw new ApiError(404, campText.unknownCamp);
    if (!(await groupsOfCamp(t, camp.id)).some((g) => g.id === body.groupId)) throw new ApiError(400, campText.groupNotInCamp);
    const { campId: _camp, ...child } = body;
    await insertChildren(t, camp, [{ ...child, firstName: child.firstName.trim(), lastName: child.lastName.trim(), email: child.email.toLowerCase() }]);
    await audit(t, { clubId: user.clubId, userId: user.userId, action: 'admin/camps/childAdd', entity: 'sports_camps', entityId: camp.id, before: null, after: { children: 1 } });
    return { message: campText.imported(1) };
  });
}
