import { ACTIVE_PARTICIPATION_STATUSES, groupMemberSchema, messageKey } from '@benevo/schema';
import { In, IsNull, Not, Or } from 'typeorm';
import { withTransaction, type RequestContext } from '../../context';
import { AppError } from '../../errors/app-error';
import { validateInput } from '../../errors/validate';
import { parseId } from '../../common/ids';
import { normalizeEmail, volunteersService } from '../volunteers/volunteers.service';
import { ParticipationGroupMember } from './group-member.entity';
import { Participation } from './participation.entity';

/** A group participation of the token holder (they lead it) with the people they named. */
export interface LedGroup {
  participation: Participation;
  members: ParticipationGroupMember[];
}

/** A group participation another volunteer (the leader) booked and named the token holder in. */
export interface GroupBooking {
  participation: Participation;
  leaderName: string;
}

/**
 * Issue 17, group assignments in the portal: a group participation is one row with nbParticipants > 1
 * whose volunteer leads it; the leader names the other people (participation_group_member, at most
 * nbParticipants - 1); a volunteer of the same organization with a named address sees the booking
 * (read-only) under "booked by my group leader". Every id is checked to be the token holder's.
 */
export const groupMembersService = {
  /** The groups the token holder leads (slot order) and the bookings they are named in. */
  async myGroups(ctx: RequestContext, token: string): Promise<{ led: LedGroup[]; bookedForMe: GroupBooking[] }> {
    const volunteer = await volunteersService.byToken(ctx, token);
    const own = (await ctx.loaders.participations.byVolunteerId.load(volunteer.id)).filter(
      (p) => p.nbParticipants > 1 && p.organizationId === volunteer.organizationId,
    );
    const members = own.length
      ? await ctx.manager.find(ParticipationGroupMember, {
          where: { participationId: In(own.map((p) => p.id)), organizationId: volunteer.organizationId },
          order: { createdAt: 'ASC', id: 'ASC' },
        })
      : [];
    const named = volunteer.email
      ? await ctx.manager.find(ParticipationGroupMember, { where: { organizationId: volunteer.organizationId, email: normalizeEmail(volunteer.email) } })
      : [];
    const booked = named.length
      ? await ctx.manager.find(Participation, {
          where: {
            id: In(named.map((m) => m.participationId)),
            organizationId: volunteer.organizationId,
            // Not their own group: they lead it, it is listed above.
            volunteerId: Or(IsNull(), Not(volunteer.id)),
          },
        })
      : [];
    const slots = await Promise.all(booked.map((p) => ctx.loaders.slots.byId.load(p.timeSlotId)));
    const startOf = new Map(booked.map((p, i) => [p.id, slots[i]?.startTime.getTime() ?? 0]));
    return {
      led: own.map((participation) => ({ participation, members: members.filter((m) => m.participationId === participation.id) })),
      bookedForMe: booked
        .sort((a, b) => startOf.get(a.id)! - startOf.get(b.id)! || a.id - b.id)
        .map((participation) => ({ participation, leaderName: `${participation.firstName} ${participation.lastName}`.trim() })),
    };
  },

  /**
   * The leader names one more person of an active group participation: a name and an e-mail address
   * (not the leader's own, not twice), at most nbParticipants - 1 of them.
   */
  async add(ctx: RequestContext, token: string, participationId: string | number, input: { name?: string | null; email?: string | null }) {
    return withTransaction(ctx, async (tx) => {
      const volunteer = await volunteersService.byToken(tx, token);
      const id = parseId(participationId, 'portalShifts.groupNotFound');
      // The row lock makes two additions at once count one after the other.
      const participation = await tx.manager.findOne(Participation, {
        where: { id, volunteerId: volunteer.id, organizationId: volunteer.organizationId },
        lock: { mode: 'pessimistic_write' },
      });
      if (!participation) throw AppError.notFound('portalShifts.groupNotFound');
      const valid = await validateInput(groupMemberSchema, input);
      if (participation.nbParticipants < 2) throw AppError.field('participationId', 'portalShifts.notAGroup');
      if (!ACTIVE_PARTICIPATION_STATUSES.includes(participation.validationStatus)) throw AppError.conflict('portalShifts.groupInactive');
      const email = normalizeEmail(valid.email);
      if (email === normalizeEmail(volunteer.email) || email === normalizeEmail(participation.email)) throw AppError.field('email', 'portalShifts.memberIsLeader');
      const existing = await tx.manager.find(ParticipationGroupMember, { where: { participationId: participation.id } });
      if (existing.some((m) => m.email === email)) throw AppError.field('email', 'portalShifts.memberTaken');
      const max = participation.nbParticipants - 1;
      if (existing.length >= max) throw AppError.validation({ email: [messageKey('portalShifts.groupFull', { max })] });
      return tx.manager.save(
        tx.manager.create(ParticipationGroupMember, { organizationId: participation.organizationId, participationId: participation.id, name: valid.name, email }),
      );
    });
  },

  /** The leader removes a person they named; someone else's member answers NOT_FOUND. */
  async remove(ctx: RequestContext, token: string, memberId: string | number): Promise<boolean> {
    return withTransaction(ctx, async (tx) => {
      const volunteer = await volunteersService.byToken(tx, token);
      const id = parseId(memberId, 'portalShifts.memberNotFound');
      const member = await tx.manager.findOneBy(ParticipationGroupMember, { id, organizationId: volunteer.organizationId });
      const leads =
        member && (await tx.manager.existsBy(Participation, { id: member.participationId, volunteerId: volunteer.id, organizationId: volunteer.organizationId }));
      if (!member || !leads) throw AppError.notFound('portalShifts.memberNotFound');
      await tx.manager.delete(ParticipationGroupMember, { id: member.id });
      return true;
    });
  },

  /** Erasure of a leader (privacy, issue 17): the people named in these participations' groups go. */
  async removeForParticipations(tx: RequestContext, participationIds: number[]): Promise<number> {
    if (participationIds.length === 0) return 0;
    const result = await tx.manager.delete(ParticipationGroupMember, { participationId: In(participationIds) });
    return result.affected ?? 0;
  },

  /** Erasure of an address (privacy, issue 17): the rows naming it in the organization's groups go. */
  async forgetAddress(tx: RequestContext, organizationId: number, email: string): Promise<number> {
    const result = await tx.manager.delete(ParticipationGroupMember, { organizationId, email: normalizeEmail(email) });
    return result.affected ?? 0;
  },
};
