import { Arg, Authorized, Ctx, ID, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context';
import { documentsService } from './documents.service';
import { DocumentJobType, documentJobView } from './documents.types';

@Resolver(() => DocumentJobType)
export class DocumentJobResolver {
  @Authorized('organizer')
  @Query(() => DocumentJobType, { description: 'A background document of the organization: its progress, then where to download it' })
  async documentJob(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<DocumentJobType> {
    return documentJobView(await documentsService.get(ctx, id));
  }
}

/** Every resolver of the documents module (graphql/schema.ts). */
export const documentsResolvers = [DocumentJobResolver] as const;
