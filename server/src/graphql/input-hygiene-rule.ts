import { GraphQLError, Kind, type ASTNode, type ValidationRule } from 'graphql';
import { AppError } from '../errors/app-error';
import { numberInRange, stringProblem } from '../http/input-hygiene';

/** The argument or input field a literal is written for: the key of its field error. */
function fieldOf(ancestors: ReadonlyArray<ASTNode | ReadonlyArray<ASTNode>>): string {
  for (let i = ancestors.length - 1; i >= 0; i -= 1) {
    const node = ancestors[i];
    if (!Array.isArray(node) && 'kind' in node && (node.kind === Kind.OBJECT_FIELD || node.kind === Kind.ARGUMENT)) {
      return node.name.value;
    }
  }
  return 'nonFieldErrors';
}

/**
 * The input-hygiene layer (http/input-hygiene.ts) for literals written in the document itself:
 * variables are checked before GraphQL runs, `createTimeSlot(input: { hourlyRate: 1e308 })` here. The
 * error carries the service error, so it is rendered in the caller's language with its field.
 */
export const inputHygieneRule: ValidationRule = (context) => {
  const report = (node: ASTNode, ancestors: ReadonlyArray<ASTNode | ReadonlyArray<ASTNode>>, message: string) => {
    const original = AppError.validation({ [fieldOf(ancestors)]: [message] });
    context.reportError(new GraphQLError(original.message, { nodes: [node], originalError: original }));
  };
  return {
    IntValue(node, _key, _parent, _path, ancestors) {
      if (!numberInRange(Number(node.value))) report(node, ancestors, 'validation.outOfRange');
    },
    FloatValue(node, _key, _parent, _path, ancestors) {
      if (!numberInRange(Number(node.value))) report(node, ancestors, 'validation.outOfRange');
    },
    StringValue(node, _key, _parent, _path, ancestors) {
      const problem = stringProblem(node.value, false);
      if (problem) report(node, ancestors, problem);
    },
  };
};
