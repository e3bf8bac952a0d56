import { tagDisplayName } from '@benevo/schema';
import { Arg, Authorized, Ctx, FieldResolver, ID, Mutation, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../context';
import { TagInput } from '../events/events.inputs';
import { Tag } from './tag.entity';
import { tagsService } from './tags.service';

@Resolver(() => Tag)
export class TagResolver {
  @Authorized('organizer')
  @Mutation(() => Tag)
  createTag(@Arg('input') input: TagInput, @Ctx() ctx: RequestContext): Promise<Tag> {
    return tagsService.create(ctx, input);
  }

  @Authorized('organizer')
  @Mutation(() => Tag)
  updateTag(@Arg('id', () => ID) id: string, @Arg('input') input: TagInput, @Ctx() ctx: RequestContext): Promise<Tag> {
    return tagsService.update(ctx, id, input);
  }

  @Authorized('organizer')
  @Mutation(() => Boolean)
  deleteTag(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<boolean> {
    return tagsService.remove(ctx, id);
  }

  @FieldResolver(() => Tag, { nullable: true, description: 'The category tag' })
  category(@Root() tag: Tag, @Ctx() ctx: RequestContext): Promise<Tag | null> | null {
    return tag.categoryId === null ? null : ctx.loaders.tags.byId.load(tag.categoryId);
  }

  @FieldResolver(() => String, { description: "Category name, ' - ', name" })
  async displayName(@Root() tag: Tag, @Ctx() ctx: RequestContext): Promise<string> {
    const category = tag.categoryId === null ? null : await ctx.loaders.tags.byId.load(tag.categoryId);
    return tagDisplayName(tag.name, category?.name);
  }

  @FieldResolver(() => [Tag], { description: 'Nested tags (this tag is their category)' })
  tags(@Root() tag: Tag, @Ctx() ctx: RequestContext): Promise<Tag[]> {
    return ctx.loaders.tags.byCategoryId.load(tag.id);
  }
}
