import { Ctx, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../context';
import { Organization } from './organization.entity';
import { organizationRights, organizationService } from './organization.service';
import { rightsService } from './rights.service';
import { OrganizationRightsType } from './rights.types';

@Resolver(() => Organization)
export class OrganizationResolver {
  @FieldResolver(() => String, { nullable: true, description: 'URL of the logo' })
  logo(@Root() organization: Organization): string | null {
    return organization.logo;
  }

  @FieldResolver(() => Boolean, {
    description: 'Pro or Corporate licence, or those rights granted to the organization (organization 1)',
  })
  async hasProRights(@Root() organization: Organization, @Ctx() ctx: RequestContext): Promise<boolean> {
    const override = await ctx.loaders.organizations.overrideById.load(organization.id);
    return organizationRights(organization, override).hasProRights;
  }

  @FieldResolver(() => OrganizationRightsType, {
    description: 'What the organization may use (licence, validUntil, flags and overrides), decided by the rights service',
  })
  rights(@Root() organization: Organization, @Ctx() ctx: RequestContext): Promise<OrganizationRightsType> {
    return rightsService.all(ctx, organization.id);
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: "Language forced for this organization's interface (organization 120: fr-ch), else null",
  })
  async forcedLanguage(@Root() organization: Organization, @Ctx() ctx: RequestContext): Promise<string | null> {
    const override = await ctx.loaders.organizations.overrideById.load(organization.id);
    return organizationRights(organization, override).forcedLanguage;
  }

  @FieldResolver(() => Int)
  nbPendingValidations(@Root() organization: Organization, @Ctx() ctx: RequestContext): Promise<number> {
    return organizationService.pendingValidations(ctx, organization.id);
  }
}
